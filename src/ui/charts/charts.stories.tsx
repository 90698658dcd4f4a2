import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { monthRangeEndingAt, shortMonthName } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { resolvedToken } from '@/testing/colours';
import { BarChart } from './bar-chart';
import { DonutChart } from './donut-chart';
import { RadialChart } from './radial-chart';
import { RevenueExpenseChart } from './revenue-expense-chart';
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

/** A phone's window, 390 px wide (decision 098). */
const PHONE = {
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** Every label of the picture lies inside its box: the SVG cuts what lies past its edge. */
async function expectLabelsInside(chart: HTMLElement) {
  const svg = chart.querySelector('svg');
  await expect(svg).not.toBeNull();
  const box = (svg as SVGSVGElement).getBoundingClientRect();
  const labels = [...(svg as SVGSVGElement).querySelectorAll('text')];
  await expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    const drawn = label.getBoundingClientRect();
    await expect({
      text: label.textContent,
      left: drawn.left >= box.left,
      right: drawn.right <= box.right,
    }).toEqual({
      text: label.textContent,
      left: true,
      right: true,
    });
  }
}

/**
 * A house sold for R$ 1,35 million, and a month of R$ 1 trillion of expenses, on a phone: the money
 * axis makes room for its widest label, so 'R$ 1.500.000,00' is not cut to '$ 1.500.000,00' nor
 * 'R$ 1.200.000.000.000,00' to '000.000.000,00' (audit W1).
 */
export const LargeAmountsOnAPhone: Story = {
  ...PHONE,
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RevenueExpenseChart
        month="2026-11"
        currency="BRL"
        points={[
          ...['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].map((month) => ({
            month,
            revenues: 8000,
            expenses: 3100.5,
          })),
          { month: '2026-11', revenues: 1_358_000, expenses: 2900 },
        ]}
      />
      <BarChart
        title="Resultados mensais"
        categories={months.map((month) => ({ key: month, label: shortMonthName(month) }))}
        series={[
          { key: 'revenues', label: 'Receitas', kind: 'revenue', values: [0, 0, 0, 0, 0, 5_609_649] },
          {
            key: 'expenses',
            label: 'Despesas',
            kind: 'expense',
            values: [0, 0, 0, 0, 0, 100_277_778_863_086],
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const houseSale = canvas.getByRole('img', { name: 'Receitas x Despesas' });
    // Drawn once the chart has measured its box.
    await waitFor(() => expect(valueTicks(houseSale)).toContain('R$ 1.000.000,00'));
    await expectLabelsInside(houseSale);
    const trillion = canvas.getByRole('img', { name: 'Resultados mensais' });
    await waitFor(() => expect(valueTicks(trillion)).toContain('R$ 1.000.000.000.000,00'));
    await expectLabelsInside(trillion);
  },
};

const manyCategories = Array.from({ length: 38 }, (_, index) => ({
  key: `cat-${index + 1}`,
  label: `Categoria ${index + 1}`,
  value: -((index + 1) * 1234 + 7),
}));

/**
 * 38 categories: the nine largest keep their slice, the 29 smallest make one 'Outros' worth their
 * exact sum (R$ 5.369,93), and the ten legend lines have ten colours. They took the palette's ten in
 * turn before, so 'Aluguel' and 'Energia elétrica' shared a colour (audit W7).
 */
export const DonutManyCategories: Story = {
  ...PHONE,
  render: () => <DonutChart title="Despesas por categoria" size={180} slices={manyCategories} />,
  play: async ({ canvas, canvasElement }) => {
    const legend = canvas.getByRole('list', { name: 'Legenda' });
    const lines = [...legend.querySelectorAll('li')];
    await expect(lines.map((line) => line.textContent)).toEqual([
      ...Array.from({ length: 9 }, (_, index) => `Categoria ${38 - index}`).reverse(),
      'Outros',
    ]);
    const swatches = lines.map(
      (line) => getComputedStyle(line.querySelector('span') as Element).backgroundColor,
    );
    await expect(new Set(swatches).size).toBe(10);
    const slices = [...canvasElement.querySelectorAll('path[data-series]')].map(
      (path) => getComputedStyle(path).fill,
    );
    await expect(slices).toEqual(swatches);
    const othersSum = manyCategories.slice(0, 29).reduce((sum, slice) => sum + slice.value, 0);
    await expect(formatMoney(-othersSum)).toBe('R$\u00a05.369,93');
    // Read after the name: each slice drawn, then 'Outros' with the sum of what it gathers.
    const read = (slice: { label: string; value: number }) => `${slice.label} ${formatMoney(-slice.value)}`;
    const total = manyCategories.reduce((sum, slice) => sum + slice.value, 0);
    await expect(canvas.getByRole('img', { name: 'Despesas por categoria' })).toHaveAttribute(
      'aria-description',
      [
        ...manyCategories.slice(29).map(read),
        read({ label: 'Outros', value: othersSum }),
        read({ label: 'Total', value: total }),
      ].join(', '),
    );
  },
};
