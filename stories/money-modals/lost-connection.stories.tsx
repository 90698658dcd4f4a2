import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  BankOperationModal,
  InvoicePaymentModal,
  LinkedTransactionModal,
  PaymentModal,
  TransactionModal,
} from '@/features/money-modals';
import { card, checking, moneyHandlers, moneyInvoice, moneyRows } from '@/testing/money-fakes';
import { envelope } from '@/testing/msw';
import { signedIn, WithHosts } from '../transactions/support';
import { choose } from './support';

/**
 * A save whose connection drops (audit P5): the failure says the connection was the cause, and
 * 'Tentar novamente' brings back the form as typed; the second send carries the first one's body
 * and Idempotency-Key, so a save the server stored before the connection dropped is replayed, not
 * booked twice (decisions 312, 027).
 */

type Which = 'transaction' | 'edit' | 'payment' | 'bank' | 'invoice' | 'linked';

function Modals({ which }: { which: Which }) {
  const close = () => undefined;
  const modal = {
    transaction: <TransactionModal onClose={close} />,
    edit: <TransactionModal onClose={close} transaction={moneyRows[1]} />,
    payment: <PaymentModal onClose={close} />,
    bank: <BankOperationModal onClose={close} />,
    invoice: <InvoicePaymentModal onClose={close} card={card} invoice={moneyInvoice} />,
    linked: (
      <LinkedTransactionModal
        onClose={close}
        month="2026-02"
        linked={{ _id: 'l1', transaction: { name: 'Academia' }, value: -99.9, day: 28 }}
      />
    ),
  }[which];
  return <WithHosts>{modal}</WithHosts>;
}

/** What each attempt sent. */
const sent: Array<{ key: string | null; body: unknown }> = [];

/** `method path` loses its first answer on the network, then answers `body`. */
function lostOnce(method: 'post' | 'patch', path: string, body: unknown) {
  sent.length = 0;
  return http[method](path, async ({ request }) => {
    sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
    return sent.length === 1
      ? HttpResponse.error()
      : envelope(body, { status: method === 'post' ? 201 : 200 });
  });
}

const meta = {
  title: 'Money/Modals lost on the network',
  component: Modals,
  args: { which: 'transaction' },
  beforeEach({ msw }) {
    msw.use(...moneyHandlers());
    return signedIn();
  },
} satisfies Meta<typeof Modals>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** The failure names its cause, offers the retry (with the focus) and no blank form, and the retry goes back. */
async function failsThenRetries(canvas: Canvas, user: User, failure: string) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(failure);
  await expect(alert).toHaveTextContent('Erro de comunicação com o servidor');
  await expect(canvas.queryByRole('button', { name: 'Cadastrar mais' })).toBeNull();
  const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
  await waitFor(() => expect(retry).toHaveFocus());
  await user.click(retry);
}

/** Both attempts sent the same thing, with the same key when the call carries one. */
async function sentTwiceAlike(keyed: boolean) {
  await expect(sent).toHaveLength(2);
  const [first, second] = sent;
  await expect(second).toEqual(first);
  if (keyed) await expect(first?.key).toMatch(/^[0-9a-f]{32}$/);
}

export const TransactionCreated: Story = {
  beforeEach({ msw }) {
    msw.use(lostOnce('post', '*/transactions', moneyRows[0]));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nome'), 'Offline teste');
    await userEvent.type(canvas.getByLabelText('Valor'), '1234');
    await choose(canvas, userEvent, 'Categoria', 'Mercado');
    await choose(canvas, userEvent, 'Forma de pagamento', 'Nubank Conta');
    await userEvent.type(canvas.getByLabelText('Descrição'), 'descrição digitada');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await failsThenRetries(canvas, userEvent, 'Não foi possível cadastrar sua movimentação');
    await expect(await canvas.findByLabelText('Nome')).toHaveValue('Offline teste');
    await expect(canvas.getByLabelText('Valor')).toHaveValue('12,34');
    await expect(canvas.getByLabelText('Forma de pagamento')).toHaveValue(checking._id);
    await expect(canvas.getByLabelText('Descrição')).toHaveValue('descrição digitada');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Despesa cadastrada com sucesso')).toBeVisible();
    // A success keeps the spec's two ways out.
    await expect(canvas.getByRole('button', { name: 'Cadastrar mais' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await sentTwiceAlike(true);
  },
};

export const TransactionEdited: Story = {
  args: { which: 'edit' },
  beforeEach({ msw }) {
    msw.use(lostOnce('patch', '*/transactions/:id', moneyRows[1]));
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aluguel novo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Não' }));
    await failsThenRetries(canvas, userEvent, 'Não foi possível editar sua despesa');
    await expect(await canvas.findByRole('dialog', { name: 'Editar movimentação' })).toBeVisible();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Aluguel novo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Não' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await sentTwiceAlike(false);
  },
};

export const AccountCreated: Story = {
  args: { which: 'payment' },
  beforeEach({ msw }) {
    msw.use(lostOnce('post', '*/payments', checking));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nome'), 'Inter');
    await choose(canvas, userEvent, 'Tipo de conta', 'Conta corrente');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await failsThenRetries(canvas, userEvent, 'Não foi possível salvar sua forma de pagamento');
    await expect(await canvas.findByLabelText('Nome')).toHaveValue('Inter');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Forma de pagamento cadastrada com sucesso')).toBeVisible();
    await sentTwiceAlike(true);
  },
};

export const TransferDone: Story = {
  args: { which: 'bank' },
  beforeEach({ msw }) {
    msw.use(lostOnce('post', '*/transactions', moneyRows[0]));
  },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Conta de origem', 'Nubank Conta');
    await choose(canvas, userEvent, 'Conta de destino', 'Dinheiro');
    await userEvent.type(canvas.getByLabelText('Valor'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await failsThenRetries(canvas, userEvent, 'Não foi possível realizar a operação');
    await expect(await canvas.findByLabelText('Valor')).toHaveValue('10,00');
    await expect(canvas.getByLabelText('Conta de origem')).toHaveValue(checking._id);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByText('Operação realizada com sucesso')).toBeVisible();
    await sentTwiceAlike(true);
  },
};

export const InvoicePaid: Story = {
  args: { which: 'invoice' },
  beforeEach({ msw }) {
    msw.use(lostOnce('post', '*/invoices', moneyInvoice));
  },
  play: async ({ canvas, userEvent }) => {
    const value = await canvas.findByLabelText('Valor do pagamento');
    await userEvent.clear(value);
    await userEvent.type(value, '50000');
    await choose(canvas, userEvent, 'Pagar com', 'Nubank Conta');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar' }));
    await failsThenRetries(canvas, userEvent, 'Ocorreu um erro tente novamente');
    await expect(await canvas.findByLabelText('Valor do pagamento')).toHaveValue('500,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByText('Fatura paga com sucesso!')).toBeVisible();
    await sentTwiceAlike(true);
  },
};

export const CalendarItemEdited: Story = {
  args: { which: 'linked' },
  beforeEach({ msw }) {
    msw.use(
      lostOnce('patch', '*/linkedtransactions/:id', {
        _id: 'l1',
        transaction: { name: 'Academia nova' },
        value: -99.9,
        day: 28,
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog');
    const name = await within(dialog).findByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Academia nova');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await failsThenRetries(canvas, userEvent, 'Não foi possível editar este item');
    await expect(await within(dialog).findByLabelText('Nome')).toHaveValue('Academia nova');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await sentTwiceAlike(false);
  },
};
