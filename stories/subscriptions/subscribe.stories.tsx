import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LoadErrorScreen } from '@/features/shell';
import { SubscribePending, SubscribeScreen } from '@/features/subscriptions';
import { loadPlans } from '@/features/subscriptions/loader';
import { apiError } from '@/testing/msw';
import { checkoutCalls, checkoutHandlers } from './checkout-fakes';
import {
  companyPlan,
  defaultPlans,
  plannerSignedInForMe,
  plansAre,
  signedIn,
  subscribed,
  trial,
  userIs,
  userWith,
} from './fakes';

const page = {
  path: '/assine',
  loader: loadPlans,
  pending: SubscribePending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="subscriptions:loadError" />,
};

const meta = {
  title: 'Subscriptions/Assine',
  component: SubscribeScreen,
  parameters: { layout: 'fullscreen', page },
  beforeEach({ msw }) {
    msw.use(userIs(userWith(trial(2))), plansAre(defaultPlans), ...checkoutHandlers());
    return signedIn();
  },
} satisfies Meta<typeof SubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillBilling(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(await canvas.findByLabelText('CEP'), '01310100');
  await waitFor(() => expect(canvas.getByLabelText('Cidade')).toHaveValue('São Paulo'));
  await userEvent.type(canvas.getByLabelText('Número'), '1000');
}

async function fillCard(canvas: Canvas, userEvent: UserEvent, number = '4111111111111111') {
  await userEvent.type(canvas.getByLabelText('Número do cartão'), number);
  await userEvent.type(canvas.getByLabelText('Nome impresso no cartão'), 'Ana P Souza');
  await userEvent.type(canvas.getByLabelText('Validade (MM/AA)'), '1230');
  await userEvent.type(canvas.getByLabelText('CVV'), '123');
}

const paths = () => checkoutCalls.calls.map((call) => `${call.method} ${call.path}`);

export const ChoosePlan: Story = {
  play: async ({ canvas }) => {
    const plans = within(await canvas.findByRole('group', { name: 'Escolha o plano' }));
    await expect(plans.getByRole('radio', { name: /Mensal: R\$\s29,90 por mês/ })).toBeChecked();
    await expect(plans.getByRole('radio', { name: /Anual: R\$\s299,90 por ano/ })).toBeVisible();
    await expect(canvas.getByLabelText('Nome completo')).toHaveValue('Ana Paula Souza');
    await expect(canvas.getByRole('button', { name: /Pagar R\$\s29,90/ })).toBeVisible();
  },
};

export const BrandPrices: Story = {
  beforeEach({ msw }) {
    msw.use(
      plansAre([
        {
          plan: 'otto_monthly',
          name: 'Cofrinho mensal',
          interval: 'monthly',
          months: 1,
          price: 19.9,
          family: false,
        },
      ]),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('radio', { name: /Cofrinho mensal: R\$\s19,90 por mês/ }),
    ).toBeChecked();
  },
};

export const CepFillsCityAndState: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillBilling(canvas, userEvent);
    await expect(canvas.getByLabelText('Estado (UF)')).toHaveValue('SP');
    await expect(canvas.getByLabelText('Endereço')).toHaveValue('Avenida Paulista');
    await expect(canvas.getByLabelText('Bairro')).toHaveValue('Bela Vista');
  },
};

export const CepInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('CEP'), '00000000');
    await expect(await canvas.findByText('CEP INVÁLIDO')).toBeVisible();
    // Everything else filled by hand: the unknown CEP still blocks paying.
    await userEvent.type(canvas.getByLabelText('Endereço'), 'Rua Inventada');
    await userEvent.type(canvas.getByLabelText('Número'), '10');
    await userEvent.type(canvas.getByLabelText('Cidade'), 'São Paulo');
    await userEvent.type(canvas.getByLabelText('Estado (UF)'), 'SP');
    await userEvent.click(canvas.getByRole('radio', { name: 'Pix' }));
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByText('CEP INVÁLIDO')).toBeVisible();
    await expect(paths()).not.toContain('POST /api/subscriptions/gateway/client');
    // A CEP the lookup knows lifts the block.
    await userEvent.clear(canvas.getByLabelText('CEP'));
    await userEvent.type(canvas.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(canvas.queryByText('CEP INVÁLIDO')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByRole('heading', { name: 'Assinatura criada!' })).toBeVisible();
  },
};

export const InvalidCardFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillBilling(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText('Número do cartão'), '9111111111111111');
    await userEvent.type(canvas.getByLabelText('Nome impresso no cartão'), 'Ana');
    await userEvent.type(canvas.getByLabelText('Validade (MM/AA)'), '1320');
    await userEvent.type(canvas.getByLabelText('CVV'), '12');
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByText('BANDEIRA NÃO ACEITA')).toBeVisible();
    await expect(canvas.getByText('NOME INVÁLIDO')).toBeVisible();
    await expect(canvas.getByText('VALIDADE INVÁLIDA')).toBeVisible();
    await expect(canvas.getByText('CVV INVÁLIDO')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Número do cartão'));
    await userEvent.type(canvas.getByLabelText('Número do cartão'), '4111111111111112');
    await expect(await canvas.findByText('NÚMERO DE CARTÃO INVÁLIDO')).toBeVisible();
    await expect(paths()).not.toContain('POST /api/subscriptions/gateway/client');
  },
};

export const PromoApplied: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Código promocional'), 'bemvindo20');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(await canvas.findByText('Código BEMVINDO20 aplicado: 20% de desconto')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Pagar R\$\s23,92/ })).toBeVisible();
    await expect(checkoutCalls.calls.at(-1)?.search).toBe('?code=BEMVINDO20&plan=otto_monthly');
  },
};

export const PromoRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Código promocional'), 'NAOEXISTE');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(await canvas.findByText('Código promocional inválido ou expirado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Pagar R\$\s29,90/ })).toBeVisible();
  },
};

export const PaysByCardWithPromo: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillBilling(canvas, userEvent);
    await fillCard(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText('Código promocional'), 'BEMVINDO20');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await canvas.findByText(/aplicado/);
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByRole('heading', { name: 'Assinatura criada!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir fatura' })).toHaveAttribute(
      'href',
      'https://faturas.exemplo.com.br/INV_NEW',
    );
    await expect(paths()).toEqual([
      'GET /api/postalcodes/01310100',
      'GET /api/promotionalcodes',
      'POST /api/subscriptions/gateway/client',
      'POST /dev-gateway/v1/payment_token',
      'POST /api/subscriptions/gateway/payment',
      'POST /api/subscriptions/gateway/subscription',
    ]);
    const [, , client, token, payment, subscription] = checkoutCalls.calls;
    // The card number goes to the gateway's tokeniser only; our API sees its token.
    await expect(JSON.stringify(client?.body)).not.toContain('4111');
    await expect(token?.body).toMatchObject({
      data: { number: '4111111111111111', month: '12', year: '2030' },
    });
    await expect(payment?.body).toEqual({
      clientId: 'cli_1A2B3C',
      paymentType: 'credit_card',
      cardToken: 'TOK_123',
    });
    await expect(subscription?.body).toEqual({
      clientId: 'cli_1A2B3C',
      plan: 'otto_monthly',
      paymentType: 'credit_card',
      promotionalCode: 'BEMVINDO20',
    });
  },
};

export const CardRefusedByGateway: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillBilling(canvas, userEvent);
    // Passes our checks (Luhn) but the gateway refuses it.
    await fillCard(canvas, userEvent, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('O meio de pagamento recusou o cartão.');
  },
};

export const PaysByPix: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillBilling(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: 'Pix' }));
    await expect(canvas.queryByLabelText('Número do cartão')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByRole('img', { name: 'QR code Pix' })).toBeVisible();
    await expect(canvas.getByLabelText('Pix copia e cola')).toHaveValue(
      '00020101021226890014br.gov.bcb.pix2567pix.exemplo.com.br/qr/v2/9A8B7C',
    );
    await expect(paths()).not.toContain('POST /dev-gateway/v1/payment_token');
  },
};

export const PaysByBoleto: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillBilling(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: 'Boleto' }));
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByLabelText('Linha digitável')).toHaveValue(
      '23793.38128 60000.000003 00000.000400 1 84340000002990',
    );
    await expect(canvas.getByRole('link', { name: 'Baixar boleto (PDF)' })).toHaveAttribute(
      'href',
      'https://faturas.exemplo.com.br/INV_NEW.pdf',
    );
  },
};

export const PayingInProgress: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers(() => new Promise<never>(() => {})));
  },
  play: async ({ canvas, userEvent }) => {
    await fillBilling(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: 'Pix' }));
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByText('Criando sua assinatura…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Pagar/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PaymentFails: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers(() => apiError(400, 'Este cupom já foi usado o máximo de vezes')));
  },
  play: async ({ canvas, userEvent }) => {
    await fillBilling(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: 'Boleto' }));
    await userEvent.click(canvas.getByRole('button', { name: /Pagar/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Este cupom já foi usado o máximo de vezes',
    );
  },
};

export const AlreadySubscribed: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(20))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Você já tem uma assinatura ativa/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Pagar/ })).toBeNull();
  },
};

export const GiftedPlan: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(companyPlan)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/não há nada a assinar/)).toBeVisible();
  },
};

export const ExpiredSubscriberRenews: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(-5, { suspended: true }))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Pagar/ })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/subscriptions/plans', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar sua assinatura no momento',
    );
  },
};

/** Buying a plan for the client is the client's act (decision 109): the planner reads Meu plano instead. */
export const PlannerForClientIsNotOfferedCheckout: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(trial(-1))));
    return plannerSignedInForMe();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/configuracoes/plano');
    await expect(canvas.queryByRole('button', { name: /Pagar/ })).toBeNull();
    await expect(paths()).toEqual([]);
  },
};
