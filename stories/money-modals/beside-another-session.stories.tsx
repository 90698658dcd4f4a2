import type { Meta, StoryObj } from '@storybook/react-vite';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { Category, Payment } from '@/api/gen/model';
import { PaymentModal, TransactionModal } from '@/features/money-modals';
import {
  card,
  checking,
  ME,
  moneyCategories,
  moneyHandlers,
  moneyPayments,
  moneyRows,
} from '@/testing/money-fakes';
import { apiError, collection, envelope } from '@/testing/msw';
import { signedIn, WithHosts } from '../transactions/support';
import { choose } from './support';

/**
 * The money modals while another session (the other person of a family, a planner and their
 * client) changes the same records: an edit sends only what this person changed (audit U5), a
 * wallet or category deleted meanwhile is dropped from the form and named (audit U6), and a save on
 * its way keeps the modal until its outcome is shown (audit U3). Decision 031.
 */

type Which = 'transaction' | 'editAccount' | 'editCard';

/** The story's query client, so a play function can have the lists read again as a focus would. */
let client: QueryClient | undefined;

function Modals({ which }: { which: Which }) {
  const [open, setOpen] = useState(true);
  client = useQueryClient();
  const close = () => setOpen(false);
  const modal = {
    transaction: <TransactionModal onClose={close} />,
    editAccount: <PaymentModal onClose={close} payment={checking} />,
    editCard: <PaymentModal onClose={close} payment={card} />,
  }[which];
  return <WithHosts>{open ? modal : <p>Fechado</p>}</WithHosts>;
}

/** A wallet and a subcategory the other session deletes while this one has them chosen. */
const temporary: Payment = {
  _id: 'pay-temp',
  name: 'Conta Temp',
  type: 'debit',
  accountType: 'Poupança',
  value: 0,
  user: ME,
};
const subcategory: Category = { _id: 'cat-sub', name: 'Sub T', group: 'expenses' };

/** What the other session did, and what this one sent. */
const world = { walletGone: false, categoryGone: false, sent: [] as unknown[] };

/** The lists as the server has them now, and a save refused the way the server refuses it. */
function serverOfTwoSessions() {
  world.walletGone = false;
  world.categoryGone = false;
  world.sent = [];
  return [
    http.get('*/payments', () => collection([...moneyPayments, ...(world.walletGone ? [] : [temporary])])),
    http.get('*/categories', () =>
      collection([...moneyCategories, ...(world.categoryGone ? [] : [subcategory])]),
    ),
    http.post('*/transactions', async ({ request }) => {
      const body = (await request.json()) as { payment?: string; category?: string };
      world.sent.push(body);
      if (body.payment === temporary._id && world.walletGone)
        return apiError(400, 'CAMPO OBRIGATÓRIO', [{ message: 'CAMPO OBRIGATÓRIO', field: 'payment' }]);
      if (body.category === subcategory._id && world.categoryGone)
        return apiError(400, 'CAMPO OBRIGATÓRIO', [{ message: 'CAMPO OBRIGATÓRIO', field: 'category' }]);
      return envelope(moneyRows[0], { status: 201 });
    }),
    http.patch('*/payments/:id', async ({ request }) => {
      world.sent.push(await request.json());
      return envelope(checking);
    }),
  ];
}

const meta = {
  title: 'Money/Modals beside another session',
  component: Modals,
  args: { which: 'transaction' },
  beforeEach({ msw }) {
    msw.use(...moneyHandlers());
    // Added last, so they answer before the fakes' own lists.
    msw.use(...serverOfTwoSessions());
    return signedIn();
  },
} satisfies Meta<typeof Modals>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function typeExpense(canvas: Canvas, user: User, category: string, wallet: string) {
  await user.type(await canvas.findByLabelText('Nome'), 'Compra T3');
  await user.type(canvas.getByLabelText('Valor'), '1234');
  await choose(canvas, user, 'Categoria', category);
  await choose(canvas, user, 'Forma de pagamento', wallet);
}

/** The other session put R$ 2.000,00 as the opening balance; this tab renames only: the balance stays. */
export const WalletRenameKeepsTheOthersBalance: Story = {
  args: { which: 'editAccount' },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Nome');
    await expect(canvas.getByLabelText('Saldo inicial')).toHaveValue('1.000,00');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nubank Conta Principal');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await expect(world.sent).toEqual([{ name: 'Nubank Conta Principal' }]);
  },
};

/** A card's new limit goes alone: its close and due days, flag and name are not sent back. */
export const CardLimitAlone: Story = {
  args: { which: 'editCard' },
  play: async ({ canvas, userEvent }) => {
    const limit = await canvas.findByLabelText('Limite');
    await userEvent.clear(limit);
    await userEvent.type(limit, '800000');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await expect(world.sent).toEqual([{ limit: 8000 }]);
  },
};

/** Saved as it was shown: nothing to send, and the modal says it is saved. */
export const WalletSavedUnchangedSendsNothing: Story = {
  args: { which: 'editAccount' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Item alterado com sucesso')).toBeVisible();
    await expect(world.sent).toEqual([]);
  },
};

/**
 * The chosen wallet is deleted by the other session: the refused save reads the wallets again, and
 * 'Tentar novamente' shows the field empty with 'CAMPO OBRIGATÓRIO'; 'Salvar' sends nothing until
 * another wallet is chosen, and then sends that one.
 */
export const DeletedWalletIsDroppedAndNamed: Story = {
  play: async ({ canvas, userEvent }) => {
    await typeExpense(canvas, userEvent, 'Mercado', 'Conta Temp');
    world.walletGone = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Não foi possível cadastrar sua movimentação')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    const wallet = await canvas.findByLabelText('Forma de pagamento');
    await expect(wallet).toHaveValue('');
    await expect(wallet).toHaveAccessibleDescription('CAMPO OBRIGATÓRIO');
    await expect(canvas.queryByRole('option', { name: 'Conta Temp' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(world.sent).toHaveLength(1);
    await userEvent.selectOptions(wallet, 'Nubank Conta');
    await expect(wallet).not.toHaveAccessibleDescription('CAMPO OBRIGATÓRIO');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Despesa cadastrada com sucesso')).toBeVisible();
    await expect(world.sent.at(-1)).toMatchObject({ payment: checking._id, category: 'cat-mercado' });
  },
};

/** The same with a category: the list is read again after the refusal, and 'Sub T' is no longer offered. */
export const DeletedCategoryIsDroppedAndNamed: Story = {
  play: async ({ canvas, userEvent }) => {
    await typeExpense(canvas, userEvent, 'Sub T', 'Nubank Conta');
    world.categoryGone = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Não foi possível cadastrar sua movimentação')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    const category = await canvas.findByLabelText('Categoria');
    await waitFor(() => expect(category).toHaveValue(''));
    await expect(category).toHaveAccessibleDescription('CAMPO OBRIGATÓRIO');
    await expect(canvas.queryByRole('option', { name: 'Sub T' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(world.sent).toHaveLength(1);
  },
};

/**
 * The wallet goes while the form is still being filled (the list read again, as a return to the
 * tab does): the field empties and says so at once, and the message goes with the next choice.
 */
export const WalletDeletedBeforeTheFirstSave: Story = {
  play: async ({ canvas, userEvent }) => {
    await typeExpense(canvas, userEvent, 'Mercado', 'Conta Temp');
    world.walletGone = true;
    await client?.invalidateQueries({ queryKey: ['/payments'] });
    const wallet = canvas.getByLabelText('Forma de pagamento');
    await waitFor(() => expect(wallet).toHaveValue(''));
    await expect(wallet).toHaveAccessibleDescription('CAMPO OBRIGATÓRIO');
    // Nothing else was marked: the other fields are filled, and no 'Salvar' was pressed.
    await expect(canvas.getAllByText('CAMPO OBRIGATÓRIO')).toHaveLength(1);
    await userEvent.selectOptions(wallet, 'Nubank Conta');
    await expect(canvas.queryByText('CAMPO OBRIGATÓRIO')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Despesa cadastrada com sucesso')).toBeVisible();
    await expect(world.sent).toEqual([expect.objectContaining({ payment: checking._id })]);
  },
};

/**
 * On a slow network Esc, the ✕ and the backdrop do not close the modal while 'Salvar' waits for its
 * answer (audit U3): the outcome is shown when it comes, and only then does 'Fechar' close.
 */
export const SlowSaveCannotBeClosedMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/transactions', async ({ request }) => {
        world.sent.push(await request.json());
        await delay(1200);
        return envelope(moneyRows[0], { status: 201 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await typeExpense(canvas, userEvent, 'Mercado', 'Nubank Conta');
    const dialog = canvas.getByRole('dialog');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(world.sent).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    // A press on the backdrop is a click on the dialog element itself.
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    await expect(canvas.queryByText('Fechado')).toBeNull();
    await expect(
      await canvas.findByText('Despesa cadastrada com sucesso', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(dialog).toHaveAttribute('open');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await expect(await canvas.findByText('Fechado')).toBeVisible();
  },
};

/** A failure on the slow network is shown too, with its retry. */
export const SlowRefusalIsShown: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/transactions', async () => {
        await delay(800);
        return HttpResponse.json({ message: 'x' }, { status: 500 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await typeExpense(canvas, userEvent, 'Mercado', 'Nubank Conta');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Não foi possível cadastrar sua movimentação')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
