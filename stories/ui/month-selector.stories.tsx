import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSearch } from '@tanstack/react-router';
import { expect, waitFor } from 'storybook/test';
import * as v from 'valibot';
import { useMonthRoute } from '@/app/month-route';
import { MonthSearchSchema } from '@/app/search-schemas';
import { monthLabel } from '@/lib/dates';
import { MonthSelector } from '@/ui/month-selector';

/** December's read, held until the story lets it answer (a slow network, audit P1). */
let answerDecember: () => void = () => undefined;
let december: Promise<void> = Promise.resolve();

/**
 * A month screen as every route wires it: the month the router has loaded on screen, the selector
 * given that month and the route's callbacks (`useMonthRoute`).
 */
function MonthScreen() {
  const { month } = v.parse(MonthSearchSchema, useSearch({ strict: false }));
  const route = useMonthRoute(month);
  return (
    <section>
      <h1>{`Dados de ${monthLabel(month)}`}</h1>
      <MonthSelector value={route.month} onChange={route.onMonthChange} onIntent={route.onMonthIntent} />
    </section>
  );
}

const meta = {
  title: 'UI/MonthSelector/On a route',
  component: MonthScreen,
  parameters: {
    page: {
      path: '/painel?month=2026-11',
      deps: (search: Record<string, unknown>) => ({ month: search.month }),
      // Only December is slow; every other month answers at once.
      loader: (_client: unknown, search: Record<string, unknown>) =>
        search.month === '2026-12' ? december : undefined,
      // The app's: the screen of the month before stays while the next one loads.
      pendingMs: 1000,
    },
  },
  beforeEach() {
    december = new Promise((resolve) => {
      answerDecember = resolve;
    });
    return () => answerDecember();
  },
} satisfies Meta<typeof MonthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While December loads, November stays on screen but the selector already says December, shows that
 * it is waiting, and counts the next press from December: two presses reach January (audit P1).
 */
export const TwoPressesWhileTheMonthLoads: Story = {
  play: async ({ canvas, userEvent }) => {
    const selector = canvas.getByRole('group', { name: 'Mês selecionado' });
    await expect(canvas.getByRole('heading', { name: 'Dados de Novembro 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Dezembro 2026');
    await expect(selector).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { name: 'Dados de Novembro 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Janeiro 2027');
    await expect(await canvas.findByRole('heading', { name: 'Dados de Janeiro 2027' })).toBeVisible();
    await expect(selector).not.toHaveAttribute('aria-busy');
    // December's late answer does not bring it back.
    answerDecember();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByRole('heading', { name: 'Dados de Janeiro 2027' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Janeiro 2027');
  },
};

/** 'Próximo mês' then 'Mês anterior' while December loads: back on November, not October. */
export const ForwardAndBackWhileTheMonthLoads: Story = {
  play: async ({ canvas, userEvent }) => {
    const selector = canvas.getByRole('group', { name: 'Mês selecionado' });
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Dezembro 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Mês anterior' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Novembro 2026');
    await waitFor(() => expect(selector).not.toHaveAttribute('aria-busy'));
    answerDecember();
    // Past the router's 1 s: the screen settled on November, never on October or December.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(canvas.getByRole('heading', { name: 'Dados de Novembro 2026' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Novembro 2026');
  },
};
