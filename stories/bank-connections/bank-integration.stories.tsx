import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BankIntegrationModal } from '@/features/bank-connections';
import { apiError, envelope } from '@/testing/msw';
import {
  bradescoLegacy,
  currentAccesses,
  demoToken,
  listOf,
  nubank,
  realToken,
  recorder,
  signedIn,
} from './support';

const SAVE_FAILED =
  'Não foi possível salvar seus dados no momento. Por favor entre em contato com nosso suporte técnico.';

const meta = {
  title: 'Settings/Conectar conta (bank integration)',
  component: BankIntegrationModal,
  args: { onClose: () => undefined, nonce: () => 'story' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    const { calls, record } = recorder();
    (globalThis as { bankCalls?: typeof calls }).bankCalls = calls;
    msw.use(
      listOf(currentAccesses),
      demoToken(),
      http.post('*/api/bankaccesses', async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { message: 'Sua conta foi adicionada com sucesso...', data: nubank },
          { status: 201 },
        );
      }),
      http.post('*/api/bankaccesses/:id/migrate', async ({ request }) => {
        await record(request);
        return envelope({ ...bradescoLegacy, type: 'pluggy' });
      }),
    );
    return signedIn();
  },
} satisfies Meta<typeof BankIntegrationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = () => (globalThis as { bankCalls?: Array<{ path: string; body: unknown }> }).bankCalls ?? [];

async function pick(
  dialog: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
  bank: string,
) {
  const banks = await within(dialog).findByRole('region', { name: 'Bancos disponíveis' });
  await userEvent.click(within(banks).getByRole('button', { name: bank }));
}

export const DemoWidgetListsTheSevenBanks: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    const banks = await within(dialog).findByRole('region', { name: 'Bancos disponíveis' });
    await expect(
      within(banks)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Caixa', 'NuBank', 'Banco do Brasil', 'Itaú', 'Santander', 'Bradesco', 'Inter']);
    await expect(
      within(dialog).getByText('Modo demonstração: os dados importados são fictícios.'),
    ).toBeVisible();
  },
};

export const ConnectSucceeds: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await pick(dialog, userEvent, 'NuBank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conectar NuBank' }));
    await expect(await within(dialog).findByText('Sua conta foi adicionada com sucesso...')).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'A sincronização pode levar alguns minutos.',
    );
    await expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/bankaccesses',
        body: { linkId: 'fake-item:212:story', institution: 'NuBank', type: 'pluggy', connector: 212 },
      },
    ]);
  },
};

export const AuthorisationPending: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await pick(dialog, userEvent, 'Banco do Brasil');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Autorizar depois no aplicativo do banco' }),
    );
    await expect(
      await within(dialog).findByText('Essa conta está em processo de atualização pela instituição'),
    ).toBeVisible();
    await expect(sent()[0]?.body).toEqual({
      linkId: 'fake-item:211:story',
      institution: 'Banco do Brasil',
      type: 'pluggy',
      connector: 211,
      status: 'pending',
      active: false,
    });
  },
};

export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/bankaccesses', () => apiError(400, SAVE_FAILED)));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await pick(dialog, userEvent, 'Inter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conectar Inter' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVE_FAILED);
  },
};

/** The same bank account connected again is refused with the server's words (decision 026, audit S6). */
export const SaveRefusedAccountAlreadyConnected: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/bankaccesses', () =>
        apiError(
          409,
          'Essa conta bancária já está conectada. Para atualizar os dados dela, use Sincronizar na conexão que você já tem em Contas Conectadas.',
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await pick(dialog, userEvent, 'NuBank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conectar NuBank' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Essa conta bancária já está conectada.');
    await expect(alert).not.toHaveTextContent('suporte técnico');
    await expect(within(dialog).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

export const WidgetFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/open-banking/access-token', () => apiError(502, 'Falha')));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível conectar com o banco no momento por favor tente novamente mais tarde.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};

export const BlockedByLegacyConnections: Story = {
  beforeEach({ msw }) {
    msw.use(listOf([nubank, bradescoLegacy]));
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você possui conta(s) de bancos que necessita(m) atualizar...',
    );
    await expect(within(dialog).queryByRole('region', { name: 'Bancos disponíveis' })).toBeNull();
  },
};

export const MigrateLegacyConnector: Story = {
  args: { migrate: { accessId: bradescoLegacy._id, institution: 'Bradesco' } },
  beforeEach({ msw }) {
    msw.use(listOf([nubank, bradescoLegacy]));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Atualizar conexão com Bradesco' });
    await pick(dialog, userEvent, 'Bradesco');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conectar Bradesco' }));
    await expect(await within(dialog).findByText('Sua conta foi atualizada com sucesso')).toBeVisible();
    await expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/bankaccesses/ba-bradesco/migrate',
        body: { itemId: 'fake-item:203:story', name: 'Bradesco', type: 'pluggy', connector: 203 },
      },
    ]);
  },
};

export const MigrateFails: Story = {
  args: { migrate: { accessId: bradescoLegacy._id, institution: 'Bradesco' } },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/bankaccesses/:id/migrate', () => apiError(400, SAVE_FAILED)));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Atualizar conexão com Bradesco' });
    await pick(dialog, userEvent, 'Bradesco');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conectar Bradesco' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVE_FAILED);
  },
};

/** The real widget, played by the local stand-in of Pluggy Connect's script (decision 481). */
const connectWidget = () => within(document.body).findByRole('dialog', { name: 'Pluggy Connect' });

/**
 * While the provider's widget is up our modal is closed (decision 484): a modal <dialog> would make
 * the widget's overlay inert. It comes back with the outcome.
 */
const expectModalAside = (canvas: ReturnType<typeof within>) =>
  expect(canvas.queryByRole('dialog', { name: 'Conectar conta bancária' })).toBeNull();

export const RealWidgetConnects: Story = {
  beforeEach({ msw }) {
    msw.use(...realToken());
  },
  play: async ({ canvas, userEvent }) => {
    const widget = await connectWidget();
    await expectModalAside(canvas);
    await expect(widget.dataset.connectToken).toBe('eyJ.connect-token.story');
    await expect(within(document.body).queryByRole('region', { name: 'Bancos disponíveis' })).toBeNull();
    await userEvent.click(within(widget).getByRole('button', { name: 'Conectar Itaú' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await expect(await within(dialog).findByText('Sua conta foi adicionada com sucesso...')).toBeVisible();
    const body = sent()[0]?.body as { linkId: string };
    await expect(body).toMatchObject({ institution: 'Itaú', type: 'pluggy', connector: 201 });
    await expect(body.linkId).toMatch(/^standin-item-/);
    await expect(body).not.toHaveProperty('status');
    widget.remove();
  },
};

export const RealWidgetAuthorisationPending: Story = {
  beforeEach({ msw }) {
    msw.use(...realToken());
  },
  play: async ({ canvas, userEvent }) => {
    const widget = await connectWidget();
    await expectModalAside(canvas);
    await userEvent.click(within(widget).getByRole('button', { name: 'Autorizar no app' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await expect(
      await within(dialog).findByText('Essa conta está em processo de atualização pela instituição'),
    ).toBeVisible();
    await expect(sent()[0]?.body).toMatchObject({ connector: 201, status: 'pending', active: false });
    widget.remove();
  },
};

export const RealWidgetError: Story = {
  beforeEach({ msw }) {
    msw.use(...realToken());
  },
  play: async ({ canvas, userEvent }) => {
    const widget = await connectWidget();
    await expectModalAside(canvas);
    await userEvent.click(within(widget).getByRole('button', { name: 'Simular erro' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Conectar conta bancária' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível conectar com o banco no momento por favor tente novamente mais tarde.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(sent()).toEqual([]);
    widget.remove();
  },
};

export const RealWidgetClosed: Story = {
  beforeEach({ msw }) {
    msw.use(...realToken());
  },
  args: { onClose: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const widget = await connectWidget();
    await expectModalAside(canvas);
    await userEvent.click(within(widget).getByRole('button', { name: 'Fechar widget' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(sent()).toEqual([]);
  },
};
