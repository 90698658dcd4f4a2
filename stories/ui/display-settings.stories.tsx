import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ObjectiveProgress } from '@/features/objectives/objective-progress';
import { resolvedToken } from '@/testing/colours';
import { DonutChart, LineChart, Modal, ProgressBar } from '@/ui';
import { systemColour, withDisplay } from './display-media';

/**
 * The design-system pieces under the display settings people use (audit Z): Windows high contrast
 * ("forced colours"), and paper with the browser's default "no background graphics".
 */
const meta = {
  title: 'UI/Display settings',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const printsAsOnScreen = async (element: Element) =>
  expect(getComputedStyle(element).getPropertyValue('print-color-adjust')).toBe('exact');

/** Two category cards' bars as planning draws them: no visible percentage, one over its plan. */
function PlanningBars() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <ProgressBar label="Lazer" value={-120} max={300} hideLabel />
      <ProgressBar label="Supermercado" value={-935.78} max={850} hideLabel />
    </div>
  );
}

/**
 * High contrast paints every background the page colour: track and fill were both the page and the
 * red 'over plan' went with them (audit Z1). The track has an edge in the text colour and each fill
 * keeps the colour it says its state with.
 */
export const BarsInHighContrast: Story = {
  render: () => <PlanningBars />,
  play: async ({ canvas }) => {
    const [under, over] = canvas.getAllByRole('progressbar');
    const fill = (bar: HTMLElement | undefined) => within(bar as HTMLElement).getByTestId('progress-fill');
    const green = resolvedToken(fill(under), '--color-primary');
    const red = resolvedToken(fill(over), '--color-danger');
    await withDisplay({ forcedColors: true }, async () => {
      await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const canvasColour = systemColour('Canvas');
      for (const bar of [under, over] as HTMLElement[]) {
        const track = getComputedStyle(bar);
        await expect(track.borderTopWidth).toBe('1px');
        await expect(track.borderTopColor).toBe(systemColour('CanvasText'));
        await expect(getComputedStyle(fill(bar)).backgroundColor).not.toBe(canvasColour);
      }
      await expect(getComputedStyle(fill(under)).backgroundColor).toBe(green);
      await expect(getComputedStyle(fill(over)).backgroundColor).toBe(red);
    });
  },
};

/** Paper without "background graphics" dropped the bars and their red (audit Z10). */
export const BarsOnPaper: Story = {
  render: () => <PlanningBars />,
  play: async ({ canvas }) => {
    await withDisplay({ print: true }, async () => {
      await expect(matchMedia('print').matches).toBe(true);
      for (const bar of canvas.getAllByRole('progressbar')) {
        await printsAsOnScreen(bar);
        await printsAsOnScreen(within(bar).getByTestId('progress-fill'));
      }
    });
  },
};

/**
 * An objective's bar is drawn the same way (/objetivos): under high contrast and on paper its share
 * vanished from the track (audit Z1, Z10).
 */
export const ObjectiveBarInHighContrastAndOnPaper: Story = {
  render: () => <ObjectiveProgress name="Carro novo" share={52} percent={52} done={false} />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: /Carro novo/ });
    const fill = bar.firstElementChild as HTMLElement;
    const colour = getComputedStyle(fill).backgroundColor;
    await withDisplay({ forcedColors: true }, async () => {
      await expect(getComputedStyle(fill).backgroundColor).toBe(colour);
      await expect(getComputedStyle(fill).backgroundColor).not.toBe(systemColour('Canvas'));
      await expect(getComputedStyle(bar).borderTopColor).toBe(systemColour('CanvasText'));
    });
    await withDisplay({ print: true }, () => printsAsOnScreen(fill));
  },
};

function KeyedCharts() {
  return (
    <>
      <LineChart
        title="Receitas x despesas"
        months={['2026-10', '2026-11']}
        series={[
          { key: 'revenues', label: 'Receitas', kind: 'revenue', values: [850000, 910000] },
          { key: 'expenses', label: 'Despesas', kind: 'expense', values: [610000, 720000] },
        ]}
        width={400}
      />
      <DonutChart
        title="Pagamentos por carteira"
        slices={[
          { key: 'dinheiro', label: 'Dinheiro', value: -230000 },
          { key: 'itau', label: 'Poupança Itaú', value: -98050 },
        ]}
      />
    </>
  );
}

const swatchesOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('ul li > span:first-child')] as HTMLElement[];

/**
 * The SVG keeps its colours under high contrast, but the legend's swatches lost theirs and left a bare
 * list of names: which line is income, which slice is which wallet, could not be told (audit Z2).
 */
export const LegendKeysInHighContrast: Story = {
  render: () => <KeyedCharts />,
  play: async ({ canvasElement }) => {
    const swatches = swatchesOf(canvasElement);
    await expect(swatches).toHaveLength(4);
    const colours = swatches.map((swatch) => getComputedStyle(swatch).backgroundColor);
    await expect(colours).not.toContain('rgba(0, 0, 0, 0)');
    await withDisplay({ forcedColors: true }, async () => {
      await expect(swatches.map((swatch) => getComputedStyle(swatch).backgroundColor)).toEqual(colours);
      for (const swatch of swatches) {
        const style = getComputedStyle(swatch);
        await expect(style.outlineStyle).toBe('solid');
        await expect(style.outlineColor).toBe(systemColour('CanvasText'));
      }
    });
  },
};

/** On paper without "background graphics" the swatches vanished likewise (audit Z10). */
export const LegendKeysOnPaper: Story = {
  render: () => <KeyedCharts />,
  play: async ({ canvasElement }) => {
    await withDisplay({ print: true }, async () => {
      for (const swatch of swatchesOf(canvasElement)) await printsAsOnScreen(swatch);
    });
  },
};

/**
 * A dialog's edge was its shadow and its fill, both gone under high contrast: the form ran into the
 * page behind it (audit Z11).
 */
export const ModalEdgeInHighContrast: Story = {
  render: () => (
    <Modal open onClose={() => undefined} title="Nova movimentação">
      <p>Descrição</p>
    </Modal>
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Nova movimentação' });
    await withDisplay({ forcedColors: true }, async () => {
      const style = getComputedStyle(dialog);
      await expect(style.borderTopStyle).toBe('solid');
      await expect(Number.parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(1);
      await expect(style.borderTopColor).toBe(systemColour('CanvasText'));
      await expect(style.borderTopColor).not.toBe(systemColour('Canvas'));
    });
  },
};
