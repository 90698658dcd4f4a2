import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { monthRangeEndingAt, shortMonthName } from '@/lib/dates';
import { resolvedToken } from '@/testing/colours';
import { BarChart } from './bar-chart';
import { DonutChart } from './donut-chart';
import { RadialChart } from './radial-chart';
import { AreaChart, type ChartSeries, LineChart } from './time-series-chart';

const months = monthRangeEndingAt('2026-11');
const series: ChartSeries[] = [
  {
    key: 'revenues',
    label: 'Receitas',
    kind: 'revenue',
    values: [850000, 850000, 910000, 850000, 870000, 990000],
  },
  {
    key: 'expenses',
    label: 'Despesas',
    kind: 'expense',
    values: [610000, 720000, 680000, 905000, 640000, 700000],
  },
  {
    key: 'planned',
    label: 'Previsto',
    kind: 'transfer',
    values: [700000, 700000, 700000, 700000, 700000, 700000],
    dashed: true,
  },
];

/** The spec fixes these four colours; brands must keep them. */
const SPEC_COLOURS = {
  '--color-expense': 'rgb(239, 138, 151)',
  '--color-revenue': 'rgb(55, 194, 206)',
  '--color-investment': 'rgb(99, 185, 242)',
  '--color-transfer': 'rgb(63, 99, 237)',
} as const;

async function expectSeriesColour(root: HTMLElement, key: string, token: keyof typeof SPEC_COLOURS) {
  const shapes = root.querySelectorAll<SVGElement>(`[data-series="${key}"]`);
  await expect(shapes.length).toBeGreaterThan(0);
  const shape = shapes[0]?.querySelector('path') ?? shapes[0];
  const style = getComputedStyle(shape as Element);
  const painted = style.fill === 'none' ? style.stroke : style.fill;
  await expect(painted).toBe(SPEC_COLOURS[token]);
  await expect(resolvedToken(root.querySelector('figure') ?? root, token)).toBe(SPEC_COLOURS[token]);
}

const meta = {
  title: 'UI/Charts',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  render: () => <LineChart title="Receitas x despesas" months={months} series={series} width={560} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Receitas x despesas' })).toBeVisible();
    // The picture is hidden from screen readers; its figures are read after its name.
    await expect(canvas.getByRole('img', { name: 'Receitas x despesas' })).toHaveAccessibleDescription(
      /^Junho 2026: Receitas R\$\s8\.500,00, Despesas R\$\s6\.100,00, Previsto R\$\s7\.000,00; Julho 2026: .*; Novembro 2026: Receitas R\$\s9\.900,00, Despesas R\$\s7\.000,00, Previsto R\$\s7\.000,00$/,
    );
    await expect(canvas.getByText('Receitas')).toBeVisible();
    await expect(canvas.getByText(shortMonthName('2026-06'))).toBeInTheDocument();
    await expectSeriesColour(canvasElement, 'revenues', '--color-revenue');
    await expectSeriesColour(canvasElement, 'expenses', '--color-expense');
  },
};

export const Area: Story = {
  render: () => (
    <AreaChart
      title="Acúmulo de poupança"
      months={months}
      series={[
        {
          key: 'savings',
          label: 'Investimentos',
          kind: 'investment',
          values: [0, 50000, 120000, 150000, 230000, 310000],
        },
      ]}
      width={560}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Acúmulo de poupança' })).toBeVisible();
    await expectSeriesColour(canvasElement, 'savings', '--color-investment');
  },
};

export const Bars: Story = {
  render: () => (
    <BarChart
      title="Resultados mensais"
      categories={months.map((month) => ({ key: month, label: shortMonthName(month) }))}
      series={series.slice(0, 2)}
      width={560}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Resultados mensais' })).toHaveAccessibleDescription(
      /^Jun: Receitas R\$\s8\.500,00, Despesas R\$\s6\.100,00; .*; Nov: Receitas R\$\s9\.900,00, Despesas R\$\s7\.000,00$/,
    );
    await expect(canvasElement.querySelectorAll('[data-series="expenses"]')).toHaveLength(6);
    await expectSeriesColour(canvasElement, 'expenses', '--color-expense');
  },
};

/** The value axis ticks as people read them (Intl puts a no-break space after R$). */
const valueTicks = (root: HTMLElement) =>
  [...root.querySelectorAll('text')]
    .map((node) => (node.textContent ?? '').replace(/\s/g, ' '))
    .filter((text) => text.startsWith('R$'));

const zeroSeries: ChartSeries[] = [
  { key: 'revenues', label: 'Receitas', kind: 'revenue', values: [0, 0, 0, 0, 0, 0] },
  { key: 'expenses', label: 'Despesas', kind: 'expense', values: [0, 0, 0, 0, 0, 0] },
];

/** A month with no movement: the axis runs from R$ 0,00 to a round R$ 10,00, never to R$ 0,01. */
export const AllZero: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <BarChart
        title="Receitas x Despesas"
        categories={months.map((month) => ({ key: month, label: shortMonthName(month) }))}
        series={zeroSeries}
        width={560}
      />
      <LineChart title="Saldo" months={months} series={zeroSeries} width={560} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const title of ['Receitas x Despesas', 'Saldo']) {
      const ticks = valueTicks(canvas.getByRole('img', { name: title }));
      await expect(ticks[0]).toBe('R$ 0,00');
      await expect(ticks.at(-1)).toBe('R$ 10,00');
      await expect(new Set(ticks).size).toBe(ticks.length);
      await expect(ticks).not.toContain('R$ 0,01');
    }
  },
};

export const Donut: Story = {
  render: () => (
    <DonutChart
      title="Despesas por categoria"
      slices={[
        { key: 'moradia', label: 'Moradia', value: -230000 },
        { key: 'mercado', label: 'Mercado', value: -98050 },
        { key: 'transporte', label: 'Transporte', value: -42000, kind: 'transfer' },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Despesas por categoria' })).toHaveAccessibleDescription(
      /^Moradia R\$\s2\.300,00, Mercado R\$\s980,50, Transporte R\$\s420,00, Total R\$\s3\.700,50$/,
    );
    await expect(canvas.getByText(/^R\$\s3\.700,50$/)).toBeInTheDocument();
    await expect(canvas.getByText('Moradia')).toBeVisible();
    await expectSeriesColour(canvasElement, 'transporte', '--color-transfer');
  },
};

/**
 * Wallets with one overdrawn: the middle shows their signed sum, as 'Saldo total carteiras'; the ring
 * and its legend share out only what is held, and the overdrawn wallet's figure is still read (K3).
 */
export const DonutMixedSigns: Story = {
  render: () => (
    <DonutChart
      title="Pagamentos por carteira"
      slices={[
        { key: 'itau', label: 'Itaú', value: 106_565 },
        { key: 'inter', label: 'Inter', value: -149_909 },
        { key: 'nubank', label: 'Nubank', value: 20_000 },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^-R\$\s233,44$/)).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Pagamentos por carteira' })).toHaveAccessibleDescription(
      /^Itaú R\$\s1\.065,65, Inter -R\$\s1\.499,09, Nubank R\$\s200,00, Total -R\$\s233,44$/,
    );
    const drawn = [...canvasElement.querySelectorAll('path[data-series]')].map((path) =>
      path.getAttribute('data-series'),
    );
    await expect(drawn).toEqual(['itau', 'nubank']);
    await expect(canvas.queryByText('Inter')).not.toBeInTheDocument();
  },
};

/** A total too long for the hole is drawn smaller, inside the ring (audit K6). */
export const DonutLongTotal: Story = {
  render: () => (
    <DonutChart
      title="Despesas por categoria"
      size={180}
      slices={[{ key: 'casa', label: 'Casa', value: -100_000_000_001_359 }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const hole = canvasElement.querySelector('path[data-series="casa"]')?.getBoundingClientRect();
    const total = [...canvasElement.querySelectorAll('text')].at(-1)?.getBoundingClientRect();
    await expect(hole && total && total.width < hole.width - 48).toBe(true);
  },
};

export const DonutEmpty: Story = {
  render: () => <DonutChart title="Receitas por categoria" slices={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^R\$\s0,00$/)).toBeInTheDocument();
  },
};

export const Radial: Story = {
  render: () => (
    <RadialChart title="Limite disponível" value={3500} max={5000} caption="R$ 3.500,00" kind="revenue" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Limite disponível: 70%' })).toBeVisible();
    await expect(canvas.getByText('70%')).toBeInTheDocument();
    await expect(canvas.getByText('R$ 3.500,00')).toBeVisible();
  },
};

/**
 * A dashboard objective ring: a name wider than the ring wraps under it, whole, instead of being
 * cut at the SVG's edge; the caller's percent (floored) is printed and named.
 */
export const RadialLongCaption: Story = {
  render: () => (
    <RadialChart
      title="Reserva de emergência"
      caption="Reserva de emergência para imprevistos"
      value={900_000}
      max={1_700_000}
      percent={52}
      kind="investment"
      size={120}
    />
  ),
  play: async ({ canvas }) => {
    const caption = canvas.getByText('Reserva de emergência para imprevistos', { selector: 'figcaption' });
    await expect(caption).toBeVisible();
    await expect(caption.scrollWidth).toBeLessThanOrEqual(caption.clientWidth);
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(120);
    await expect(canvas.getByRole('img', { name: 'Reserva de emergência: 52%' })).toBeVisible();
    await expect(canvas.getByText('52%')).toBeInTheDocument();
  },
};

/** Under one percent prints '< 1%', in the middle and in the name. */
export const RadialUnderOne: Story = {
  render: () => <RadialChart title="Carro novo" value={500} max={8_000_000} percent={null} size={120} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Carro novo: < 1%' })).toBeVisible();
    await expect(canvas.getByText('< 1%')).toBeInTheDocument();
  },
};

/**
 * A title the screen prints (a heading of its card) names the picture: aria-labelledby, no second
 * copy in an aria-label. A ring's name adds the figure it draws (audit M2).
 */
function TitledCharts() {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="bars-title">{t('report:charts.installments')}</h2>
      <BarChart
        labelledBy="bars-title"
        categories={months.map((month) => ({ key: month, label: shortMonthName(month) }))}
        series={series.slice(0, 2)}
        width={560}
      />
      <span id="ring-title">{t('wallets:availableLimit')}</span>
      <RadialChart labelledBy="ring-title" value={3500} max={5000} size={96} />
    </>
  );
}

export const NamedByVisibleTitle: Story = {
  render: () => <TitledCharts />,
  play: async ({ canvas }) => {
    const bars = canvas.getByRole('img', { name: 'Parcelas do cartão x orçamento' });
    await expect(bars).toHaveAttribute('aria-labelledby', 'bars-title');
    await expect(bars).not.toHaveAttribute('aria-label');
    await expect(bars).toHaveAccessibleDescription(/^Jun: Receitas R\$\s8\.500,00/);
    const ring = canvas.getByRole('img', { name: 'Limite disponível 70%' });
    await expect(ring).not.toHaveAttribute('aria-label');
  },
};
