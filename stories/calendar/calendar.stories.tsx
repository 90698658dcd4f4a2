import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { type ErrorComponentProps, useSearch } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import type { LinkedTransaction } from '@/api/gen/model';
import { useMonthRoute, useSearchRoute } from '@/app/month-route';
import { CalendarSearchSchema } from '@/app/search-schemas';
import { CalendarPending, CalendarScreen, type CalendarScreenProps } from '@/features/calendar';
import { loadCalendar } from '@/features/calendar/loader';
import { LoadErrorScreen } from '@/features/shell';
import { addMonths, currentMonth, monthLabel } from '@/lib/dates';
import { moneyHandlers } from '@/testing/money-fakes';
import { apiError, neverAnswer } from '@/testing/msw';
import { signedIn, WithHosts } from '../transactions/support';
import { calendarHandlers, calendarItems } from './calendar-fakes';

const searchOf = (search: unknown) => v.parse(CalendarSearchSchema, search);

/** The URL's state as the route hands it to the screen. */
function useRouteProps(): CalendarScreenProps {
  const search = searchOf(useSearch({ strict: false }));
  const { onSearchChange } = useSearchRoute();
  return {
    ...useMonthRoute(search.month),
    group: search.group,
    onGroupChange: (group) => onSearchChange({ group }),
  };
}

function Screen() {
  return (
    <WithHosts>
      <CalendarScreen {...useRouteProps()} />
    </WithHosts>
  );
}

function Pending() {
  return <CalendarPending {...useRouteProps()} />;
}

const month = currentMonth();
/** /calendario as its route mounts it: the loader, the pending view and the error view. */
const at = (target: string) => ({
  page: {
    path: `/calendario?month=${target}`,
    loader: (queryClient: QueryClient, search: unknown) =>
      loadCalendar(queryClient, searchOf(search).month, true),
    pending: Pending,
    error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="calendar:loadError" />,
  },
});

const meta = {
  title: 'Money/Calendar',
  component: Screen,
  parameters: { layout: 'fullscreen', ...at(month) },
  beforeEach({ msw }) {
    msw.use(...moneyHandlers(), ...calendarHandlers());
    return signedIn();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const itemsOf = (canvas: Canvas) => canvas.findAllByTestId('calendar-item');
const itemNamed = async (canvas: Canvas, name: string) =>
  (await itemsOf(canvas)).find((row) => within(row).queryAllByText(name).length > 0) as HTMLElement;

export const CurrentMonth: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'calendário mensal' })).toBeVisible();
    await expect(await itemsOf(canvas)).toHaveLength(4);
    await expect(canvas.getByText(monthLabel(month))).toBeVisible();
    // Forecast: 6.000,00 in the wallets - 300,00 unpaid rows + 6.500,00 - 212,48 - 55,90 unpaid items.
    await waitFor(() => expect(canvas.getByTestId('calendar-forecast')).toHaveTextContent('R$ 11.931,62'));
    const light = await itemNamed(canvas, 'Conta de luz Enel');
    await expect(within(light).getByText('Moradia')).toBeVisible();
    await expect(within(light).getByText('Nubank Conta')).toBeVisible();
    await expect(within(light).getByText('-R$ 212,48')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marcar Aluguel como não pago' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const summary = canvas.getByTestId('calendar-summary');
    await expect(summary).toHaveTextContent('R$ 6.500,00');
    await expect(summary).toHaveTextContent('-R$ 2.068,38');
    await expect(summary).toHaveTextContent('R$ 4.431,62');
    // Day 31 falls on the month's last day; days come in order.
    const days = canvas.getAllByRole('heading', { level: 2 }).map((node) => node.textContent);
    await expect(days.filter((text) => /^\d{2}\/\d{2}\/\d{4}$/.test(text ?? ''))).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Mês anterior' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  },
};

export const RevenuesOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await itemsOf(canvas);
    await userEvent.selectOptions(canvas.getByLabelText('Tipo'), 'Receitas');
    await waitFor(async () => expect(await itemsOf(canvas)).toHaveLength(1));
    await expect(await itemNamed(canvas, 'Salário')).toBeVisible();
    await expect(canvas.getByTestId('calendar-summary')).not.toHaveTextContent('-R$');
  },
};

export const ExpensesOnly: Story = {
  parameters: { page: { ...at(month).page, path: `/calendario?month=${month}&group=expenses` } },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await itemsOf(canvas)).toHaveLength(3));
    await expect(
      canvas.queryByText('R$ 6.500,00', { selector: '[data-testid="calendar-item"] *' }),
    ).toBeNull();
    await expect(canvas.getByLabelText('Tipo')).toHaveValue('expenses');
  },
};

/**
 * An investment is money out: 'Despesas' lists it, and the summary under that filter counts it as
 * it does under 'Todas' (it used to show under no filter but 'Todas').
 */
export const ExpensesWithAnInvestment: Story = {
  parameters: { page: { ...at(month).page, path: `/calendario?month=${month}&group=expenses` } },
  beforeEach({ msw }) {
    const investment: LinkedTransaction = {
      _id: 'lk-tesouro',
      transaction: {
        name: 'Tesouro Direto',
        category: 'cat-poupanca',
        payment: 'pay-nubank',
        transactionType: 'investiments',
      },
      value: -300,
      day: 15,
      bankAccess: null,
      lastPaymentDate: null,
    };
    msw.use(...calendarHandlers([...calendarItems(), investment]));
  },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await itemsOf(canvas)).toHaveLength(4));
    const investment = await itemNamed(canvas, 'Tesouro Direto');
    await expect(investment).toBeVisible();
    await expect(within(investment).getByText('-R$ 300,00')).toBeVisible();
    // -1.800,00 - 212,48 - 55,90 - 300,00: the item listed is the item summed.
    await expect(canvas.getByTestId('calendar-summary')).toHaveTextContent('-R$ 2.368,38');
  },
};

export const NextMonth: Story = {
  parameters: at(addMonths(month, 1)),
  play: async ({ canvas }) => {
    await expect(await itemsOf(canvas)).toHaveLength(4);
    await expect(canvas.getByText(monthLabel(addMonths(month, 1)))).toBeVisible();
    // The limit: no arrow further on, and no toggle outside the current month (decision 200).
    await expect(canvas.queryByRole('button', { name: 'Próximo mês' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /como pago/ })).toBeNull();
    await expect(canvas.getAllByText('Não Pago').length).toBeGreaterThan(0);
  },
};

export const PreviousMonth: Story = {
  parameters: at(addMonths(month, -1)),
  play: async ({ canvas, userEvent }) => {
    await expect(await itemsOf(canvas)).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Mês anterior' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(await canvas.findByText(monthLabel(month))).toBeVisible();
  },
};

export const MonthOutOfReach: Story = {
  parameters: at(addMonths(month, 6)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(monthLabel(month))).toBeVisible();
  },
};

export const PayAndUnpay: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar Conta de luz Enel como pago' }));
    const paid = await canvas.findByRole('button', { name: 'Marcar Conta de luz Enel como não pago' });
    await expect(paid).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(canvas.getByTestId('calendar-forecast')).toHaveTextContent('R$ 12.144,10'));
    await userEvent.click(paid);
    await expect(
      await canvas.findByRole('button', { name: 'Marcar Conta de luz Enel como pago' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

export const PayRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/linkedtransactions/:id', () => apiError(400, 'VALOR INVÁLIDO')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar Netflix como pago' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Erro' });
    await expect(within(dialog).getByText('VALOR INVÁLIDO')).toBeVisible();
  },
};

export const PayFailsOnServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/linkedtransactions/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar Netflix como pago' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Erro' });
    await expect(within(dialog).getByText('Não foi possível editar este item')).toBeVisible();
  },
};

/** A PATCH held until the story answers it, then handed on to the fakes; each one sent is counted. */
const slowPatch: { sent: number; answer: (ok: boolean) => void } = { sent: 0, answer: () => undefined };

/**
 * On a slow network the toggle is busy from the press and further presses send nothing until the
 * answer; the item then shows the stored state (decision 025).
 */
export const PayOnASlowNetwork: Story = {
  beforeEach({ msw }) {
    slowPatch.sent = 0;
    msw.use(
      http.patch('*/linkedtransactions/:id', async () => {
        const answered = new Promise<boolean>((resolve) => {
          slowPatch.answer = resolve;
        });
        slowPatch.sent += 1;
        // Nothing returned: the calendar fakes store the change and answer it.
        if (!(await answered)) return HttpResponse.json({ message: 'x' }, { status: 500 });
      }),
    );
    return () => slowPatch.answer(false);
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Marcar Netflix como pago' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveTextContent('○');
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(slowPatch.sent).toBe(1);
    slowPatch.answer(true);
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    await expect(toggle).toHaveAccessibleName('Marcar Netflix como não pago');
    await expect(toggle).toHaveTextContent('✔');
    await expect(slowPatch.sent).toBe(1);
  },
};

/** A slow PATCH that fails: the item goes back as it was, with the toggle's failure message. */
export const PayFailsOnASlowNetwork: Story = {
  beforeEach: PayOnASlowNetwork.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Marcar Netflix como pago' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(slowPatch.sent).toBe(1));
    slowPatch.answer(false);
    const dialog = await canvas.findByRole('dialog', { name: 'Erro' });
    await expect(within(dialog).getByText('Não foi possível editar este item')).toBeVisible();
    await expect(toggle).not.toHaveAttribute('aria-busy');
    await expect(toggle).toHaveTextContent('○');
  },
};

export const Edit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Netflix' }));
    const modal = await canvas.findByRole('dialog', { name: 'Editar lançamento do calendário' });
    const name = within(modal).getByLabelText('Nome');
    await expect(name).toHaveValue('Netflix');
    await userEvent.clear(name);
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await expect(await within(modal).findByText('CAMPO OBRIGATÓRIO')).toBeVisible();
    await userEvent.type(name, 'Netflix Premium');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await expect(await within(modal).findByText('Item alterado com sucesso')).toBeVisible();
    await userEvent.click(within(modal).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await expect(await canvas.findByText('Netflix Premium')).toBeVisible();
  },
};

export const EditRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/linkedtransactions/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Netflix' }));
    const modal = await canvas.findByRole('dialog', { name: 'Editar lançamento do calendário' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await expect(await within(modal).findByText('Não foi possível editar este item')).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Netflix' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Excluir item do calendário' });
    await expect(
      within(confirm).getByText('Tem certeza que deseja excluir Netflix do calendário?'),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    const result = await canvas.findByRole('dialog', { name: 'Sucesso' });
    await expect(within(result).getByText('Item excluído do calendário')).toBeVisible();
    await waitFor(async () => expect(await itemsOf(canvas)).toHaveLength(3));
    await expect(canvas.queryByText('Netflix')).toBeNull();
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Netflix' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Excluir item do calendário' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await expect(await itemsOf(canvas)).toHaveLength(4);
  },
};

export const DeleteFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('*/linkedtransactions/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Netflix' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Excluir item do calendário' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    const result = await canvas.findByRole('dialog', { name: 'Erro' });
    await expect(
      within(result).getByText('Não foi possível excluir essa(s) movimentação(ões)'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...calendarHandlers([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hmmm… Nada por aqui…')).toBeVisible();
    await expect(
      canvas.getByText('Os lançamentos que você incluir no calendário aparecem aqui, no dia de cada mês.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('calendar-summary')).toHaveTextContent('R$ 0,00'));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/linkedtransactions'), neverAnswer('*/linkedtransactions/forecast'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Carregando calendário…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/linkedtransactions', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar o calendário.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const ForecastLoading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/linkedtransactions/forecast'));
  },
  play: async ({ canvas }) => {
    await expect(await itemsOf(canvas)).toHaveLength(4);
    await expect(canvas.queryByTestId('calendar-forecast')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Saldo previsto' })).toBeVisible();
  },
};
