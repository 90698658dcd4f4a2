import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resolvedToken } from '@/testing/colours';
import { signedIn } from '../transactions/support';
import { systemColour, withDisplay } from '../ui/display-media';
import { DashboardStory, dashboardHandlers, dashboardPage, rowsOverTheWeek } from './support';

/** /painel under the display settings people use (audit Z): high contrast, paper, a 320 px phone. */
const meta = {
  title: 'Money/Dashboard/Display settings',
  component: DashboardStory,
  parameters: { layout: 'fullscreen', page: dashboardPage },
  beforeEach: ({ msw }) => {
    msw.use(
      ...dashboardHandlers({
        rows: rowsOverTheWeek,
      }),
    );
    return signedIn();
  },
} satisfies Meta<typeof DashboardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The box once the screen is in: the route's pending view draws the same boxes with skeletons first,
 * and a box found there is gone when the screen replaces it.
 */
const spendingBox = async (canvas: { queryAllByRole: (role: string, options: object) => HTMLElement[] }) => {
  await waitFor(() => expect(canvas.queryAllByRole('status', { name: 'Carregando…' })).toHaveLength(0), {
    timeout: 10_000,
  });
  return within(document.body).getByRole('region', { name: 'Gastos variáveis' });
};

/**
 * 'Semanal' chosen, and this week's R$ 530,40 past its R$ 300,00. High contrast painted both periods
 * alike and the bar the page colour (audit Z1, Z3): the chosen one takes the selection colours, the
 * bar an edge, and its fill stays red.
 */
export const PeriodAndBarInHighContrast: Story = {
  play: async ({ canvas }) => {
    const spending = await spendingBox(canvas);
    await userEvent.click(within(spending).getByRole('button', { name: 'Semanal' }));
    await waitFor(() =>
      expect(within(spending).getByRole('progressbar')).toHaveAttribute('data-over', 'true'),
    );
    const bar = within(spending).getByRole('progressbar');
    const fill = bar.firstElementChild as HTMLElement;
    const red = resolvedToken(fill, '--color-danger');
    const weekly = within(spending).getByRole('button', { name: 'Semanal' });
    const monthly = within(spending).getByRole('button', { name: 'Mensal' });
    await withDisplay({ forcedColors: true }, async () => {
      await expect(weekly).toHaveAttribute('aria-pressed', 'true');
      await expect(getComputedStyle(weekly).backgroundColor).toBe(systemColour('Highlight'));
      await expect(getComputedStyle(weekly).color).toBe(systemColour('HighlightText'));
      await expect(getComputedStyle(monthly).backgroundColor).not.toBe(systemColour('Highlight'));
      await expect(getComputedStyle(bar).borderTopWidth).toBe('1px');
      await expect(getComputedStyle(bar).borderTopColor).toBe(systemColour('CanvasText'));
      await expect(getComputedStyle(fill).backgroundColor).toBe(red);
    });
  },
};

/**
 * On paper: the chosen period and the bar keep their colours without "background graphics", and the
 * round chat launcher, fixed, is not printed over the boxes (audit Z10).
 */
export const OnPaper: Story = {
  play: async ({ canvas }) => {
    const spending = await spendingBox(canvas);
    const bar = within(spending).getByRole('progressbar');
    const launcher = canvas.getByRole('button', { name: 'Abrir assistente' });
    await withDisplay({ print: true }, async () => {
      await expect(launcher).not.toBeVisible();
      const monthly = within(spending).getByRole('button', { name: 'Mensal' });
      await expect(monthly).toHaveAttribute('aria-pressed', 'true');
      for (const element of [monthly, bar, bar.firstElementChild as HTMLElement]) {
        await expect(getComputedStyle(element).getPropertyValue('print-color-adjust')).toBe('exact');
      }
    });
    await expect(launcher).toBeVisible();
  },
};

/** The shell's padding around the screen on a phone as the app draws it (40 px each side at 320 px). */
const inTheShell = (Story: () => ReactNode) => (
  <div style={{ padding: '0 40px' }} data-testid="column">
    <Story />
  </div>
);

/**
 * An old phone, 320 px: the page column is 240 px, and the boxes' fixed 280 px minimum ran them to
 * the window's edge (audit Z7). Every box stays inside the column.
 */
export const OldPhone320: Story = {
  parameters: {
    viewport: { options: { phone320: { name: 'Phone 320', styles: { width: '320px', height: '568px' } } } },
  },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [inTheShell],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await spendingBox(canvas);
    const column = (document.querySelector('[data-testid="column"]') as HTMLElement).getBoundingClientRect();
    const boxes = canvas.getAllByRole('region');
    await expect(boxes.length).toBeGreaterThanOrEqual(5);
    for (const box of boxes) {
      const edge = box.getBoundingClientRect();
      await expect(edge.left).toBeGreaterThanOrEqual(column.left + 40);
      await expect(edge.right).toBeLessThanOrEqual(column.right - 40);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
