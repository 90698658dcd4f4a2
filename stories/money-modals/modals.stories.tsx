import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import type { Transaction } from '@/api/gen/model';
import {
  BankOperationModal,
  InvoicePaymentModal,
  LinkedTransactionModal,
  PaymentModal,
  TransactionModal,
} from '@/features/money-modals';
import {
  card,
  checking,
  familyPayments,
  familyUser,
  moneyHandlers,
  moneyInvoice,
  moneyRows,
  PARTNER,
  savings,
} from '@/testing/money-fakes';
import { collection, envelope } from '@/testing/msw';
import { signedIn, WithHosts } from '../transactions/support';
import { choose } from './support';

type Which =
  | 'transaction'
  | 'edit'
  | 'editPaidPurchase'
  | 'editInCalendar'
  | 'payment'
  | 'editCard'
  | 'editImported'
  | 'bank'
  | 'invoice'
  | 'paidInvoice'
  | 'centShortInvoice'
  | 'othersInvoice'
  | 'longCardInvoice'
  | 'linked';

/** A card purchase whose invoice has had a payment (decision 125). */
const paidPurchase: Transaction = {
  _id: 't-padaria',
  name: 'Padaria',
  value: -42.5,
  date: '2026-02-20',
  paid: true,
  transactionType: 'expenses',
  category: { id: 'cat-mercado', name: 'Mercado', group: 'expenses' },
  payment: { _id: card._id, name: card.name },
  invoicePaid: true,
};

/** A card named with the contract's 200 characters (audit W5). */
const longCard = {
  ...card,
  name: `Cartão de crédito Banco do Brasil Ourocard Visa Infinite da família ${'x'.repeat(132)}`,
};

function Modals({ which }: { which: Which }) {
  const close = () => undefined;
  const modal = {
    transaction: <TransactionModal onClose={close} />,
    edit: <TransactionModal onClose={close} transaction={moneyRows[1]} />,
    editPaidPurchase: <TransactionModal onClose={close} transaction={paidPurchase} />,
    editInCalendar: (
      <TransactionModal
        onClose={close}
        transaction={{ ...(moneyRows[0] as Transaction), inCalendar: true }}
      />
    ),
    payment: <PaymentModal onClose={close} />,
    editCard: <PaymentModal onClose={close} payment={card} />,
    editImported: <PaymentModal onClose={close} payment={savings} />,
    bank: <BankOperationModal onClose={close} />,
    invoice: <InvoicePaymentModal onClose={close} card={card} invoice={moneyInvoice} />,
    // Its rows are still there; the payments made to it settled them (the answer's balance, decision 124).
    paidInvoice: (
      <InvoicePaymentModal onClose={close} card={card} invoice={{ ...moneyInvoice, balance: 0 }} />
    ),
    centShortInvoice: (
      <InvoicePaymentModal onClose={close} card={card} invoice={{ ...moneyInvoice, balance: -0.01 }} />
    ),
    othersInvoice: (
      <InvoicePaymentModal onClose={close} card={card} invoice={{ ...moneyInvoice, user: PARTNER }} />
    ),
    longCardInvoice: <InvoicePaymentModal onClose={close} card={longCard} invoice={moneyInvoice} />,
    linked: (
      <LinkedTransactionModal
        onClose={close}
        month="2026-02"
        linked={{ _id: 'l1', transaction: { name: 'Academia' }, value: -99.9, day: 30 }}
      />
    ),
  }[which];
  return <WithHosts>{modal}</WithHosts>;
}

const meta = {
  title: 'Money/Modals',
  component: Modals,
  args: { which: 'transaction' },
  beforeEach({ msw }) {
    msw.use(
      ...moneyHandlers(),
      http.post('*/transactions', () => envelope(moneyRows[0], { status: 201 })),
      http.post('*/invoices', () => envelope(moneyInvoice, { status: 201 })),
      http.post('*/payments', () => envelope(checking, { status: 201 })),
      http.patch('*/linkedtransactions/:id', () =>
        envelope({ _id: 'l1', transaction: { name: 'Academia' }, value: -99.9, day: 28 }),
      ),
    );
    return signedIn();
  },
} satisfies Meta<typeof Modals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TransactionValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('VALOR INVÁLIDO')).toBeVisible();
    await expect(canvas.getAllByText('CAMPO OBRIGATÓRIO').length).toBeGreaterThanOrEqual(3);
  },
};

export const TransactionCardForcesPaidAndExclusiveRepeat: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Forma de pagamento', 'Itaú Visa');
    await expect(canvas.getByLabelText('Pago')).toBeChecked();
    await expect(canvas.getByLabelText('Pago')).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('Repetir'));
    await expect(canvas.getByLabelText('Frequência')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Parcelar'));
    await expect(canvas.getByLabelText('Repetir')).not.toBeChecked();
    await expect(canvas.getByLabelText('Parcelas')).toBeVisible();
  },
};

export const TransactionCreatedThenMore: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nome'), 'Mercado');
    await userEvent.type(canvas.getByLabelText('Valor'), '12345');
    await choose(canvas, userEvent, 'Categoria', 'Mercado');
    await choose(canvas, userEvent, 'Forma de pagamento', 'Nubank Conta');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Despesa cadastrada com sucesso')).toBeVisible();
    // The pressed 'Salvar' is gone: the result's first button holds the focus, so Esc still works (audit G4).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cadastrar mais' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Nome')).toHaveValue('');
    await waitFor(() => expect(canvas.getByRole('dialog').contains(document.activeElement)).toBe(true));
  },
};

/** Names and descriptions stop at the contract's lengths, so a save cannot be refused for them (audit H2). */
export const TransactionTextsStopAtTheContractsLengths: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Nome');
    await userEvent.click(name);
    await userEvent.paste('N'.repeat(205));
    await expect(name).toHaveValue('N'.repeat(200));
    await userEvent.click(canvas.getByLabelText('Descrição'));
    await userEvent.paste('D'.repeat(1005));
    await expect(canvas.getByLabelText('Descrição')).toHaveValue('D'.repeat(1000));
  },
};

/**
 * An expense's categories in Portuguese order, its own then the debts, each under a heading (audit
 * I2: 'Água e esgoto' came after 'Viagens', and debts ran into expenses unlabelled).
 */
export const TransactionCategoriesInPortugueseOrder: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/categories', () =>
        collection([
          { _id: 'c-viagens', name: 'Viagens', group: 'expenses' },
          { _id: 'c-cartao', name: 'Cartão de crédito', group: 'debts' },
          { _id: 'c-agua', name: 'Água e esgoto', group: 'expenses' },
          { _id: 'c-aluguel', name: 'Aluguel', group: 'expenses' },
          { _id: 'c-salario', name: 'Salário', group: 'revenues' },
        ]),
      ),
    );
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByLabelText('Categoria');
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(2));
    const groups = [...select.querySelectorAll('optgroup')].map((group) => ({
      label: group.label,
      options: [...group.querySelectorAll('option')].map((option) => option.textContent),
    }));
    await expect(groups).toEqual([
      { label: 'Despesas', options: ['Água e esgoto', 'Aluguel', 'Viagens'] },
      { label: 'Dívidas e parcelas', options: ['Cartão de crédito'] },
    ]);
  },
};

/**
 * A year the server would refuse is said on the field, and the form stays as typed (audit J4); so is
 * a year no month screen opens on, whose row could never be shown, edited or deleted (audit X7).
 */
export const TransactionDateOutOfRange: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nome'), 'Mercado');
    await userEvent.type(canvas.getByLabelText('Valor'), '100');
    await choose(canvas, userEvent, 'Categoria', 'Mercado');
    await choose(canvas, userEvent, 'Forma de pagamento', 'Nubank Conta');
    const date = canvas.getByLabelText('Data');
    await expect(date).toHaveAttribute('min', '1901-01-01');
    await expect(date).toHaveAttribute('max', '2199-12-31');
    for (const typed of ['1900-06-15', '9999-12-31']) {
      await userEvent.clear(date);
      await userEvent.type(date, typed);
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
      await expect(await canvas.findByText('DATA INVÁLIDA')).toBeVisible();
      await expect(date).toHaveAccessibleDescription('DATA INVÁLIDA');
    }
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Mercado');
  },
};

export const TransactionCreateFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/transactions', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nome'), 'Mercado');
    await userEvent.type(canvas.getByLabelText('Valor'), '100');
    await choose(canvas, userEvent, 'Categoria', 'Mercado');
    await choose(canvas, userEvent, 'Forma de pagamento', 'Nubank Conta');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Não foi possível cadastrar sua movimentação')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Fechar' })).toHaveLength(2);
    // The server answered: its failure is no connection's (decision 027).
    await expect(canvas.queryByText('Erro de comunicação com o servidor')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The PATCH URLs the series stories' edits sent. */
const patchUrls: string[] = [];
const recordPatches = () =>
  http.patch('*/transactions/:id', ({ request }) => {
    patchUrls.push(request.url);
    return envelope({ ...moneyRows[1], value: -1950 });
  });

/**
 * A rent raise on a repetition's member asks whether the following months change too, and 'Sim'
 * sends `applyForAll` (audit I1): one month at a time was the only way before.
 */
export const TransactionEditAsksApplyToAll: Story = {
  args: { which: 'edit' },
  beforeEach({ msw }) {
    patchUrls.length = 0;
    msw.use(recordPatches());
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByLabelText('Nome');
    await expect(canvas.getByLabelText('Tipo')).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText('Valor'));
    await userEvent.type(canvas.getByLabelText('Valor'), '195000');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await canvas.findByText('Deseja aplicar esta alteração também aos próximos lançamentos desta série?'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sim' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await expect(patchUrls.map((url) => new URL(url).searchParams.get('applyForAll'))).toEqual(['true']);
  },
};

/** 'Não' changes that month alone. */
export const TransactionEditOfOneMonthOnly: Story = {
  args: { which: 'edit' },
  beforeEach({ msw }) {
    patchUrls.length = 0;
    msw.use(recordPatches());
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aluguel novo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Não' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await expect(patchUrls.map((url) => new URL(url).searchParams.get('applyForAll'))).toEqual(['false']);
  },
};

const patchBodies: unknown[] = [];

/**
 * A purchase of a paid invoice says so and keeps its value, date and card read-only; its name and
 * description still change (decision 125: the server would refuse the rest).
 */
export const TransactionEditOfAPaidInvoicePurchase: Story = {
  args: { which: 'editPaidPurchase' },
  beforeEach({ msw }) {
    patchBodies.length = 0;
    msw.use(
      http.patch('*/transactions/:id', async ({ request }) => {
        patchBodies.push(await request.json());
        return envelope({ ...paidPurchase, name: 'Padaria do bairro' });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(
        'Compra de uma fatura que já recebeu pagamento: valor, data e cartão não podem ser alterados. Para corrigi-los, exclua o pagamento da fatura e pague de novo.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Valor')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Data')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Forma de pagamento')).toBeDisabled();
    await expect(canvas.getByLabelText('Descrição')).not.toHaveAttribute('readonly');
    const name = canvas.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Padaria do bairro');
    await userEvent.type(canvas.getByLabelText('Descrição'), 'pão de queijo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await expect(patchBodies).toEqual([{ name: 'Padaria do bairro', description: 'pão de queijo' }]);
  },
};

/** What the calendar story's edit sent to POST /linkedtransactions, and any edit it sent. */
const calendarRequests: Array<{ originalName: string; day: number; transactionId: string }> = [];
const edits: unknown[] = [];

/** Only 'Incluir no calendário' ticked: nothing of the row changed, so no edit goes, only the item. */
export const TransactionEditAddsToCalendar: Story = {
  args: { which: 'edit' },
  beforeEach({ msw }) {
    calendarRequests.length = 0;
    edits.length = 0;
    msw.use(
      http.patch('*/transactions/:id', async ({ request }) => {
        edits.push(await request.json());
        return HttpResponse.json({ message: 'Dados inválidos' }, { status: 400 });
      }),
      http.post('*/linkedtransactions', async ({ request }) => {
        calendarRequests.push((await request.json()) as (typeof calendarRequests)[number]);
        return envelope({ _id: 'l9', transaction: { name: 'Aluguel' }, value: -1, day: 1 }, { status: 201 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('Incluir no calendário'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso e incluído no calendário')).toBeVisible();
    await expect(calendarRequests).toEqual([
      expect.objectContaining({
        originalName: moneyRows[1]?.name,
        day: Number(moneyRows[1]?.date.slice(8, 10)),
        // The row it comes from: a paid one starts the item paid (decision 466).
        transactionId: moneyRows[1]?._id,
      }),
    ]);
    await expect(edits).toEqual([]);
  },
};

/**
 * A row already in the calendar says so instead of offering 'Incluir no calendário' again, and its
 * edit sends no second item (audit J6's leftover).
 */
export const TransactionEditOfARowInTheCalendar: Story = {
  args: { which: 'editInCalendar' },
  beforeEach({ msw }) {
    calendarRequests.length = 0;
    msw.use(
      http.patch('*/transactions/:id', () => envelope({ ...moneyRows[0], name: 'Salário novo' })),
      http.post('*/linkedtransactions', async ({ request }) => {
        calendarRequests.push((await request.json()) as (typeof calendarRequests)[number]);
        return envelope({ _id: 'l9', transaction: { name: 'Salário' }, value: 1, day: 5 }, { status: 201 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Esta movimentação já está no calendário.')).toBeVisible();
    await expect(canvas.queryByLabelText('Incluir no calendário')).toBeNull();
    const name = canvas.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Salário novo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await expect(calendarRequests).toEqual([]);
  },
};

export const PaymentCardValidation: Story = {
  args: { which: 'payment' },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Tipo', 'Cartão de crédito');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findAllByText('DIA INVÁLIDO')).toHaveLength(2);
    await expect(canvas.getByText('LIMITE INVÁLIDO')).toBeVisible();
  },
};

export const PaymentCreated: Story = {
  args: { which: 'payment' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nome'), 'Inter');
    await choose(canvas, userEvent, 'Tipo de conta', 'Conta corrente');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Forma de pagamento cadastrada com sucesso')).toBeVisible();
  },
};

export const PaymentNameStopsAtTheContractsLength: Story = {
  args: { which: 'payment' },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Nome');
    await userEvent.click(name);
    await userEvent.paste('C'.repeat(230));
    await expect(name).toHaveValue('C'.repeat(200));
  },
};

export const PaymentDeleteCardConfirmation: Story = {
  args: { which: 'editCard' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }));
    await expect(
      await canvas.findByText(
        'Tem certeza que deseja excluir este pagamento (Irá perder todas as despesas e pagamentos deste cartão)',
      ),
    ).toBeVisible();
  },
};

/** A bank-imported account's initial value comes from the bank: shown, explained, never sent (decision 031). */
const sentPayments: unknown[] = [];
export const PaymentImportedInitialValueReadOnly: Story = {
  args: { which: 'editImported' },
  beforeEach({ msw }) {
    sentPayments.length = 0;
    msw.use(
      http.patch('*/payments/:id', async ({ request }) => {
        sentPayments.push(await request.json());
        return envelope(savings);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const initial = await canvas.findByLabelText('Saldo inicial');
    await expect(initial).toHaveValue('5.000,00');
    await expect(initial).toHaveAttribute('readonly');
    await expect(initial).toHaveAccessibleDescription(
      'Vem do banco pela conexão automática e não pode ser alterado aqui.',
    );
    await userEvent.type(initial, '9');
    await expect(initial).toHaveValue('5.000,00');
    await expect(canvas.queryByRole('button', { name: 'Excluir' })).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Nome'));
    await userEvent.type(canvas.getByLabelText('Nome'), 'Poupança da casa');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await expect(sentPayments).toEqual([{ name: 'Poupança da casa' }]);
  },
};

export const BankOperationSameAccount: Story = {
  args: { which: 'bank' },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Conta de origem', 'Nubank Conta');
    await choose(canvas, userEvent, 'Conta de destino', 'Nubank Conta');
    await userEvent.type(canvas.getByLabelText('Valor'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByText('MESMA CONTA')).toBeVisible();
  },
};

export const BankOperationInsufficientBalance: Story = {
  args: { which: 'bank' },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Conta de origem', 'Nubank Conta');
    await choose(canvas, userEvent, 'Conta de destino', 'Dinheiro');
    await userEvent.type(canvas.getByLabelText('Valor'), '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByText('SALDO INSUFICIENTE')).toBeVisible();
  },
};

export const BankOperationDone: Story = {
  args: { which: 'bank' },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Conta de origem', 'Nubank Conta');
    await choose(canvas, userEvent, 'Conta de destino', 'Dinheiro');
    await userEvent.type(canvas.getByLabelText('Valor'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByText('Operação realizada com sucesso')).toBeVisible();
  },
};

/** In a family the list holds the partner's 'Dinheiro' too: a withdraw ends in the person's own. */
export const BankOperationWithdrawToOwnCash: Story = {
  args: { which: 'bank' },
  beforeEach({ msw }) {
    msw.use(...moneyHandlers({ user: familyUser, payments: familyPayments }));
  },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Conta de origem', 'Nubank Conta');
    await expect(canvas.getAllByRole('option', { name: 'Dinheiro' })).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByLabelText('Operação'), 'Saque');
    await expect(canvas.getByLabelText('Conta de destino')).toHaveValue('pay-cash');
    await expect(canvas.getByLabelText('Conta de destino')).toBeDisabled();
    await expect(canvas.queryByRole('option', { name: 'Banco do Brasil' })).toBeNull();
  },
};

export const InvoiceUnderpaymentConfirmed: Story = {
  args: { which: 'invoice' },
  play: async ({ canvas, userEvent }) => {
    const value = await canvas.findByLabelText('Valor do pagamento');
    await userEvent.clear(value);
    await userEvent.type(value, '50000');
    await choose(canvas, userEvent, 'Pagar com', 'Nubank Conta');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await expect(
      await canvas.findByText(/Você está pagando um valor menor do que o total da fatura/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByText('Fatura paga com sucesso!')).toBeVisible();
  },
};

export const InvoiceOverpayment: Story = {
  args: { which: 'invoice' },
  play: async ({ canvas, userEvent }) => {
    const value = await canvas.findByLabelText('Valor do pagamento');
    await userEvent.clear(value);
    await userEvent.type(value, '100000');
    await choose(canvas, userEvent, 'Pagar com', 'Dinheiro');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await expect(
      await canvas.findByText(/Você está pagando um valor maior do que o total da fatura/),
    ).toBeVisible();
  },
};

export const InvoicePaymentError: Story = {
  args: { which: 'invoice' },
  beforeEach({ msw }) {
    msw.use(http.post('*/invoices', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Pagar com', 'Dinheiro');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await expect(await canvas.findByText('Ocorreu um erro tente novamente')).toBeVisible();
  },
};

const invoicePayments: Array<{ name: string }> = [];

/**
 * A card whose name takes the contract's 200 characters is paid: the payment row's name, 'Pagamento
 * fatura …', keeps within the 200 a name may have, its card part cut with an ellipsis (audit W5).
 */
export const InvoiceOfACardWithALongName: Story = {
  args: { which: 'longCardInvoice' },
  beforeEach({ msw }) {
    invoicePayments.length = 0;
    msw.use(
      http.post('*/invoices', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        invoicePayments.push(body);
        // The contract's bound on a name, as the server's request validation applies it.
        if ([...body.name].length > 200)
          return HttpResponse.json(
            {
              message: 'Dados inválidos',
              errors: [{ message: 'name não deve ser maior que 200 caracteres' }],
            },
            { status: 400 },
          );
        return envelope(moneyInvoice, { status: 201 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect([...longCard.name].length).toBe(200);
    await choose(canvas, userEvent, 'Pagar com', 'Nubank Conta');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await expect(await canvas.findByText('Fatura paga com sucesso!')).toBeVisible();
    const [sent] = invoicePayments;
    await expect([...(sent?.name ?? '')].length).toBe(200);
    await expect(sent?.name).toMatch(/^Pagamento fatura Cartão de crédito Banco do Brasil .*x…$/);
  },
};

/** Paid before the modal opens: it says so up front, with no form to submit (spec 2 §4). */
export const InvoiceAlreadyPaid: Story = {
  args: { which: 'paidInvoice' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sua fatura já está paga!')).toBeVisible();
    await expect(canvas.queryByLabelText('Valor do pagamento')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull();
  },
};

/** Paid R$ 0,01 short: the cent is forgiven (spec 2 §9), so the invoice is paid, not open. */
export const InvoicePaidACentShort: Story = {
  args: { which: 'centShortInvoice' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sua fatura já está paga!')).toBeVisible();
    await expect(canvas.queryByLabelText('Valor do pagamento')).toBeNull();
  },
};

/** An unpaid invoice offers what its balance still owes. */
export const InvoiceOffersWhatIsOwed: Story = {
  args: { which: 'invoice' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total da fatura')).toBeVisible();
    await expect(canvas.getByText(/877,25/)).toBeVisible();
    await expect(canvas.queryByText('Sua fatura já está paga!')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pagar' })).toBeVisible();
  },
};

/** The person is known only once GET /users/{id} answers: the refusal must wait for it, not miss it. */
export const InvoiceOfAnotherUser: Story = {
  args: { which: 'othersInvoice' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('NÃO É POSSÍVEL PAGAR ESTA FATURA!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull();
    await expect(canvas.queryByLabelText('Valor do pagamento')).toBeNull();
  },
};

export const LinkedDayCappedToTheMonth: Story = {
  args: { which: 'linked' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
  },
};
