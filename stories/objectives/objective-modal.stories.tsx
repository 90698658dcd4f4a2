import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ObjectiveModal, type ObjectiveModalProps } from '@/features/objectives';
import { todayIso } from '@/lib/dates';
import { envelope } from '@/testing/msw';
import {
  baseHandlers,
  recorder,
  refusedWith,
  reserva,
  signedIn,
  travel,
  unlinked,
  WithHosts,
  writes,
} from './support';

type Calls = Array<{ method: string; path: string; body: unknown }>;
const shared = globalThis as { objectiveCalls?: Calls };
const sent = () => shared.objectiveCalls ?? [];

function Modal(props: Omit<ObjectiveModalProps, 'onClose'>) {
  return (
    <WithHosts>
      <ObjectiveModal onClose={() => undefined} {...props} />
    </WithHosts>
  );
}

/** Answers writes with `answer`, recording them for the play function. */
const answering = (answer: (request: Request) => Response | Promise<Response>) => {
  const calls = recorder();
  shared.objectiveCalls = calls.calls;
  return writes(calls, answer);
};

const meta = {
  title: 'Objectives/Objective modal',
  component: Modal,
  args: { mode: 'new' },
  parameters: { page: { path: '/objetivos' } },
  beforeEach({ msw }) {
    msw.use(...baseHandlers(), ...answering(() => envelope(reserva, { status: 201 }) as unknown as Response));
    return signedIn();
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const step = (canvas: Canvas) =>
  canvas.getByRole('dialog').querySelector('[data-step]')?.getAttribute('data-step');
const next = (canvas: Canvas, user: User) => user.click(canvas.getByRole('button', { name: 'Próximo' }));

/** Steps 0 to 5 with valid answers, up to the review. */
async function fillWizard(canvas: Canvas, user: User) {
  await user.click(await canvas.findByLabelText('Viajar'));
  await next(canvas, user);
  await user.type(await canvas.findByLabelText('Nome do objetivo'), 'Viagem ao Chile');
  await next(canvas, user);
  await user.type(await canvas.findByLabelText('Valor total'), '1200000');
  await next(canvas, user);
  await user.selectOptions(await canvas.findByLabelText('Unidade'), 'anos');
  await user.clear(canvas.getByLabelText('Prazo'));
  await user.type(canvas.getByLabelText('Prazo'), '2');
  await next(canvas, user);
  await user.type(await canvas.findByLabelText('Valor inicial'), '240000');
  await next(canvas, user);
  const account = await canvas.findByLabelText('Conta');
  await canvas.findByRole('option', { name: 'Nubank Conta' });
  await expect(canvas.queryByRole('option', { name: 'Itaú Visa' })).toBeNull();
  await user.selectOptions(account, 'Nubank Conta');
  await next(canvas, user);
}

export const NewObjectiveSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(step(canvas)).toBe('0');
    await fillWizard(canvas, userEvent);
    await expect(step(canvas)).toBe('6');
    await expect(canvas.getByText('Confira seu objetivo')).toBeVisible();
    await expect(canvas.getByText('24 meses')).toBeVisible();
    await expect(canvas.getByText('R$ 400,00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar objetivo' }));
    await expect(await canvas.findByText('Objetivo salvo com sucesso!')).toBeVisible();
    await expect(step(canvas)).toBe('9');
    const [call] = sent();
    await expect(call?.method).toBe('POST');
    await expect(call?.body).toMatchObject({
      name: 'Viagem ao Chile',
      category: 'viajar',
      totalValue: 12000,
      initialValue: 2400,
      beginDate: todayIso(),
      payment: 'pay-nubank',
    });
  },
};

/** Each new step's question takes the focus, read with 'Passo N de 7' (audit G7). */
export const WizardStepTakesTheFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('Viajar'));
    await next(canvas, userEvent);
    const question = await canvas.findByRole('heading', { name: 'Como você quer chamar esse objetivo?' });
    await waitFor(() => expect(question).toHaveFocus());
    await expect(question).toHaveAccessibleDescription('Passo 2 de 7');
  },
};

export const WizardValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await next(canvas, userEvent);
    await expect(await canvas.findByText('CAMPO OBRIGATÓRIO')).toBeVisible();
    // The group's message is read with its choices, and the focus goes to the first (audit G3).
    await expect(canvas.getByRole('radio', { name: 'Casar' })).toHaveAccessibleDescription(
      'CAMPO OBRIGATÓRIO',
    );
    await waitFor(() => expect(canvas.getAllByRole('radio')[0]).toHaveFocus());
    await userEvent.click(canvas.getByLabelText('Casar'));
    await expect(canvas.getByRole('radio', { name: 'Casar' })).not.toHaveAttribute('aria-invalid');
    await next(canvas, userEvent);
    await next(canvas, userEvent);
    await expect(await canvas.findByText('CAMPO OBRIGATÓRIO')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nome do objetivo'), 'Casamento');
    await next(canvas, userEvent);
    await next(canvas, userEvent);
    await expect(await canvas.findByText('VALOR INVÁLIDO')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Valor total'), '100000');
    await next(canvas, userEvent);
    await expect(canvas.getByLabelText('Prazo')).toHaveValue('12');
    await expect(canvas.getByLabelText('Unidade')).toHaveDisplayValue('meses');
    await userEvent.clear(canvas.getByLabelText('Prazo'));
    await next(canvas, userEvent);
    await expect(await canvas.findByText('CAMPO OBRIGATÓRIO')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Prazo'), '0');
    await expect(await canvas.findByText('VALOR INVÁLIDO')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Prazo'));
    await userEvent.type(canvas.getByLabelText('Prazo'), '6');
    await next(canvas, userEvent);
    await userEvent.type(await canvas.findByLabelText('Valor inicial'), '100001');
    await next(canvas, userEvent);
    await expect(await canvas.findByText('VALOR MUITO ALTO')).toBeVisible();
    await expect(step(canvas)).toBe('4');
  },
};

/** Spec 3 §5: a period that is not a whole number is refused as typed, never stripped to digits. */
export const PeriodNotWhole: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('Casar'));
    await next(canvas, userEvent);
    await userEvent.type(await canvas.findByLabelText('Nome do objetivo'), 'Casamento');
    await next(canvas, userEvent);
    await userEvent.type(await canvas.findByLabelText('Valor total'), '100000');
    await next(canvas, userEvent);
    const period = await canvas.findByLabelText('Prazo');
    await userEvent.clear(period);
    await userEvent.type(period, '1.5');
    await expect(period).toHaveValue('1.5');
    await expect(await canvas.findByText('VALOR INVÁLIDO')).toBeVisible();
    await next(canvas, userEvent);
    await expect(step(canvas)).toBe('3');
    await userEvent.clear(period);
    await userEvent.type(period, '15');
    await expect(canvas.queryByText('VALOR INVÁLIDO')).toBeNull();
    await next(canvas, userEvent);
    await expect(await canvas.findByLabelText('Valor inicial')).toBeVisible();
  },
};

export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(...answering(refusedWith('VALOR MUITO ALTO', 'initialValue')));
  },
  play: async ({ canvas, userEvent }) => {
    await fillWizard(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar objetivo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um probleminha... Tente novamente.',
    );
    await expect(step(canvas)).toBe('11');
    await expect(canvas.getByText('VALOR MUITO ALTO')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText('Confira seu objetivo')).toBeVisible();
    await expect(canvas.getByText('Viagem ao Chile')).toBeVisible();
  },
};

export const ServerDown: Story = {
  beforeEach({ msw }) {
    msw.use(...answering(() => HttpResponse.json({ message: 'Erro interno' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await fillWizard(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar objetivo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um probleminha... Tente novamente.',
    );
    await expect(canvas.queryByText('Erro interno')).toBeNull();
  },
};

export const Statement: Story = {
  args: { mode: 'view', objective: travel },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Histórico' });
    await expect(step(canvas)).toBe('view');
    await expect(within(dialog).getByText('Viagem para Salvador')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Objetivo concluído' })).toBeVisible();
    await expect(within(dialog).getByText('De 01/04/2025 a 31/03/2026')).toBeVisible();
    await expect(within(dialog).getAllByText('Depósito')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Depositar' })).toBeDisabled();
  },
};

export const EditFromStatement: Story = {
  args: { mode: 'view', objective: reserva },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar objetivo' }));
    await expect(canvas.getByLabelText('Reserva de emergência')).toBeChecked();
    await next(canvas, userEvent);
    const name = canvas.getByLabelText('Nome do objetivo');
    await userEvent.clear(name);
    await userEvent.type(name, 'Reserva da família');
    for (let index = 0; index < 5; index += 1) await next(canvas, userEvent);
    await expect(canvas.getByText('12 meses')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar objetivo' }));
    await expect(await canvas.findByText('Objetivo salvo com sucesso!')).toBeVisible();
    // Only the name: the total, dates and account stay as the server has them (decision 031).
    await expect(sent()).toEqual([
      { method: 'PATCH', path: '/api/objectives/obj-reserva', body: { name: 'Reserva da família' } },
    ]);
  },
};

/**
 * Walked through to 'Salvar objetivo' without a change, while another session raised the total:
 * nothing is sent, so that total stays (audit U5: the whole form put the old one back).
 */
export const EditWalkedThroughSendsNothing: Story = {
  args: { mode: 'view', objective: reserva },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar objetivo' }));
    for (let index = 0; index < 6; index += 1) await next(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar objetivo' }));
    await expect(await canvas.findByText('Objetivo salvo com sucesso!')).toBeVisible();
    await expect(sent()).toEqual([]);
  },
};

/** A new total goes alone (the server recomputes the instalment from it and the stored dates). */
export const EditOfTheTotalAlone: Story = {
  args: { mode: 'view', objective: reserva },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar objetivo' }));
    await next(canvas, userEvent);
    await next(canvas, userEvent);
    const total = canvas.getByLabelText('Valor total');
    await userEvent.clear(total);
    await userEvent.type(total, '4000000');
    for (let index = 0; index < 4; index += 1) await next(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar objetivo' }));
    await expect(await canvas.findByText('Objetivo salvo com sucesso!')).toBeVisible();
    await expect(sent().map((call) => call.body)).toEqual([{ totalValue: 40000 }]);
  },
};

export const Deposit: Story = {
  args: { mode: 'deposit', objective: reserva },
  beforeEach({ msw }) {
    msw.use(...answering(() => envelope(reserva) as unknown as Response));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Depositar no objetivo' });
    await expect(step(canvas)).toBe('8');
    await expect(within(dialog).getByText(/Faltam R\$ 17\.500,00 para concluir/)).toBeVisible();
    const date = within(dialog).getByLabelText('Data');
    await expect(date).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depositar' }));
    await expect(await within(dialog).findByText('VALOR INVÁLIDO')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Valor'), '1750001');
    await expect(await within(dialog).findByText('VALOR MUITO ALTO')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Valor'));
    await userEvent.type(within(dialog).getByLabelText('Valor'), '250000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depositar' }));
    await expect(await canvas.findByText('Depósito realizado com sucesso!')).toBeVisible();
    await expect(step(canvas)).toBe('10');
    await expect(sent()[0]).toMatchObject({
      path: '/api/objectives/obj-reserva/transaction',
      body: { value: 2500, date: todayIso() },
    });
  },
};

/**
 * The objective's account went with a removed bank connection (decision 029): the deposit asks for
 * another account, makes it the objective's, then deposits; it never ends in 'CAMPO OBRIGATÓRIO'.
 */
export const DepositAfterItsAccountWasRemoved: Story = {
  args: { mode: 'deposit', objective: unlinked },
  beforeEach({ msw }) {
    msw.use(...answering(() => envelope({ ...unlinked, payment: 'pay-nubank' }) as unknown as Response));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Depositar no objetivo' });
    await expect(
      within(dialog).getByText(
        'A conta deste objetivo foi removida. Escolha a conta que passa a guardar o dinheiro dele.',
      ),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Valor'), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depositar' }));
    await expect(await within(dialog).findByText('CAMPO OBRIGATÓRIO')).toBeVisible();
    await expect(sent()).toEqual([]);
    const account = within(dialog).getByLabelText('Conta');
    await expect(within(account).queryByRole('option', { name: 'Itaú Visa' })).toBeNull();
    await userEvent.selectOptions(account, 'Nubank Conta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depositar' }));
    await expect(await canvas.findByText('Depósito realizado com sucesso!')).toBeVisible();
    await expect(sent().map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', '/api/objectives/obj-casa', { payment: 'pay-nubank' }],
      ['POST', '/api/objectives/obj-casa/transaction', { value: 50, date: todayIso() }],
    ]);
  },
};

export const Redeem: Story = {
  args: { mode: 'deposit', direction: 'redeem', objective: reserva },
  beforeEach({ msw }) {
    msw.use(...answering(() => envelope(reserva) as unknown as Response));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Resgatar do objetivo' });
    await expect(within(dialog).getByText(/Você tem R\$ 7\.500,00 investidos/)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Valor'), '750001');
    await expect(await within(dialog).findByText('Valor maior que o investido!')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Valor'));
    await userEvent.type(within(dialog).getByLabelText('Valor'), '100000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    await expect(await canvas.findByText('Resgate realizado com sucesso!')).toBeVisible();
    await expect(sent()[0]?.body).toMatchObject({ value: -1000 });
  },
};

export const DepositFails: Story = {
  args: { mode: 'deposit', objective: reserva },
  beforeEach({ msw }) {
    msw.use(...answering(refusedWith('VALOR MUITO ALTO', 'value')));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Depositar no objetivo' });
    await userEvent.type(within(dialog).getByLabelText('Valor'), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depositar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um probleminha... Tente novamente.',
    );
    await expect(step(canvas)).toBe('11');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByLabelText('Valor')).toBeVisible();
    await expect(step(canvas)).toBe('8');
  },
};

/** The movements a story sent, with their keys: the first is lost on the way back, the next answered. */
const movements: Array<{ key: string | null; body: unknown }> = [];
const offlineOnce = () => {
  movements.length = 0;
  return http.post('*/api/objectives/:id/transaction', async ({ request }) => {
    movements.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
    return movements.length === 1 ? HttpResponse.error() : envelope(reserva);
  });
};

/**
 * A movement lost on the network (audit P2): the error step keeps the movement's title, and 'Tentar
 * novamente' brings the value back and sends the same body with the same key, so a movement the
 * server stored before the connection dropped is replayed, not booked twice (decision 312).
 */
async function movementRetried(
  canvas: Canvas,
  user: User,
  { dialogName, submit, saved }: { dialogName: string; submit: string; saved: string },
) {
  const dialog = await canvas.findByRole('dialog', { name: dialogName });
  await user.type(within(dialog).getByLabelText('Valor'), '10000');
  await user.click(within(dialog).getByRole('button', { name: submit }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'Ocorreu um probleminha... Tente novamente.',
  );
  await expect(step(canvas)).toBe('11');
  await expect(canvas.getByRole('dialog', { name: dialogName })).toBeVisible();
  await user.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
  await expect(await within(dialog).findByLabelText('Valor')).toHaveValue('100,00');
  await user.click(within(dialog).getByRole('button', { name: submit }));
  await expect(await canvas.findByText(saved)).toBeVisible();
  const [first, second] = movements;
  await expect(movements).toHaveLength(2);
  await expect(second).toEqual(first);
  await expect(first?.key).toMatch(/^[0-9a-f]{32}$/);
}

export const DepositLostOnTheNetwork: Story = {
  args: { mode: 'deposit', objective: reserva },
  beforeEach({ msw }) {
    msw.use(offlineOnce());
  },
  play: ({ canvas, userEvent }) =>
    movementRetried(canvas, userEvent, {
      dialogName: 'Depositar no objetivo',
      submit: 'Depositar',
      saved: 'Depósito realizado com sucesso!',
    }),
};

export const RedeemLostOnTheNetwork: Story = {
  args: { mode: 'deposit', direction: 'redeem', objective: reserva },
  beforeEach({ msw }) {
    msw.use(offlineOnce());
  },
  play: ({ canvas, userEvent }) =>
    movementRetried(canvas, userEvent, {
      dialogName: 'Resgatar do objetivo',
      submit: 'Resgatar',
      saved: 'Resgate realizado com sucesso!',
    }),
};

function Closable(props: Omit<ObjectiveModalProps, 'onClose'>) {
  const [open, setOpen] = useState(true);
  return (
    <WithHosts>
      {open ? <ObjectiveModal onClose={() => setOpen(false)} {...props} /> : <p>Fechado</p>}
    </WithHosts>
  );
}

/** The pressed button leaves with the form: focus must land inside the success state, and Esc still close. */
async function movementKeepsFocus(canvas: Canvas, user: User, dialogName: string, saved: string) {
  const dialog = await canvas.findByRole('dialog', { name: dialogName });
  await user.type(within(dialog).getByLabelText('Valor'), '100{Enter}');
  await expect(await canvas.findByText(saved)).toBeVisible();
  // The header's × is also 'Fechar'; the success state's own button comes last.
  await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)).toHaveFocus());
  await user.keyboard('{Escape}');
  await expect(await canvas.findByText('Fechado')).toBeVisible();
  await expect(canvas.queryByRole('dialog')).toBeNull();
}

export const DepositSuccessKeepsFocus: Story = {
  args: { mode: 'deposit', objective: reserva },
  render: (args) => <Closable {...args} />,
  beforeEach({ msw }) {
    msw.use(...answering(() => envelope(reserva) as unknown as Response));
  },
  play: ({ canvas, userEvent }) =>
    movementKeepsFocus(canvas, userEvent, 'Depositar no objetivo', 'Depósito realizado com sucesso!'),
};

export const RedeemSuccessKeepsFocus: Story = {
  args: { mode: 'deposit', direction: 'redeem', objective: reserva },
  render: (args) => <Closable {...args} />,
  beforeEach({ msw }) {
    msw.use(...answering(() => envelope(reserva) as unknown as Response));
  },
  play: ({ canvas, userEvent }) =>
    movementKeepsFocus(canvas, userEvent, 'Resgatar do objetivo', 'Resgate realizado com sucesso!'),
};

/**
 * Esc and the ✕ while the save is on its way leave the modal open (audit U3): the saved step is
 * shown when the answer comes, and Esc closes from there.
 */
export const SlowSaveCannotBeClosedMeanwhile: Story = {
  args: { mode: 'view', objective: reserva },
  render: (args) => <Closable {...args} />,
  beforeEach({ msw }) {
    msw.use(
      ...answering(async () => {
        await delay(1000);
        return envelope(reserva) as unknown as Response;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar objetivo' }));
    await next(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText('Nome do objetivo'), ' 2');
    for (let index = 0; index < 5; index += 1) await next(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar objetivo' }));
    await waitFor(() => expect(step(canvas)).toBe('7'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(canvas.queryByText('Fechado')).toBeNull();
    await expect(await canvas.findByText('Objetivo salvo com sucesso!', {}, { timeout: 3000 })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Fechado')).toBeVisible();
  },
};
