import { Axis, Grid, Group, Scale } from '@visx/visx';
import type { ReactNode } from 'react';
import { type Currency, formatMoney, formattedWidthEm } from '@/lib/money';
import styles from './charts.module.css';

const MARGIN = { top: 16, right: 16, bottom: 28 };

/** The money axis' ticks: their size (visx's), length and the gap before the label (visx's -0.25em). */
const TICK_FONT_SIZE = 10;
const TICK_LENGTH = 8;
const TICK_GAP = 0.25 * TICK_FONT_SIZE;
/** Room left of the widest label, inside the chart's box. */
const LABEL_PADDING = 4;
const VALUE_TICKS = 4;

/** Where an all-zero chart's value axis ends, in centavos: R$ 0,00 to R$ 10,00, not to R$ 0,01. */
const ZERO_AXIS_TOP = 1000;

/** From the lowest value (or zero) to the highest (or zero); an all-zero chart gets a round top. */
export function valueDomain(series: readonly { values: readonly number[] }[]): [number, number] {
  const all = series.flatMap((entry) => entry.values);
  const low = Math.min(0, ...all);
  const high = Math.max(0, ...all);
  if (low === 0 && high === 0) return [0, ZERO_AXIS_TOP];
  return [low, high || 1];
}

/** The centavos axis of a chart's inner area, rounded to whole ticks. */
export function valueScale(series: readonly { values: readonly number[] }[], innerHeight: number) {
  return Scale.scaleLinear<number>({ domain: valueDomain(series), range: [innerHeight, 0], nice: true });
}

/**
 * The room the money axis takes at the chart's left: its widest tick label, as formatted, plus the
 * tick. A fixed 88 px cut 'R$ 1.500.000,00' to '$ 1.500.000,00' and a month of R$ 1 trillion to
 * '000.000.000,00' (audit W1).
 */
export function valueAxisWidth(scale: ReturnType<typeof valueScale>, currency: Currency): number {
  const widest = Math.max(
    0,
    ...scale.ticks(VALUE_TICKS).map((tick) => formattedWidthEm(formatMoney(tick, currency))),
  );
  return Math.ceil(widest * TICK_FONT_SIZE + TICK_GAP + TICK_LENGTH + LABEL_PADDING);
}

/** The inner area of a chart of this size, inside the margins and left of it the money axis. */
export function plotSize(width: number, height: number, axisWidth: number) {
  return {
    innerWidth: Math.max(width - axisWidth - MARGIN.right, 0),
    innerHeight: height - MARGIN.top - MARGIN.bottom,
  };
}

/** A chart's money scale and the area it leaves for the series, for its size and figures. */
export function plotLayout(
  series: readonly { values: readonly number[] }[],
  width: number,
  height: number,
  currency: Currency,
) {
  const y = valueScale(series, height - MARGIN.top - MARGIN.bottom);
  const axisWidth = valueAxisWidth(y, currency);
  return { y, axisWidth, ...plotSize(width, height, axisWidth) };
}

/** Width a category's label needs on the bottom axis: a short month name with room on either side. */
const LABEL_ROOM = 26;

/**
 * The categories whose label the bottom axis writes: all of them when each has `LABEL_ROOM`, else
 * every second, third… counted back from the last, so the newest month is always named. Twelve months
 * on a phone overlapped into one smear otherwise.
 */
export function labelledCategories(keys: readonly string[], innerWidth: number): string[] {
  const step = Math.max(1, Math.ceil((LABEL_ROOM * keys.length) / Math.max(innerWidth, 1)));
  return keys.filter((_, index) => (keys.length - 1 - index) % step === 0);
}

interface ChartPlotProps {
  width: number;
  height: number;
  valueScale: ReturnType<typeof valueScale>;
  /** From `plotLayout`: the room of the money axis' labels. */
  axisWidth: number;
  categoryScale: Axis.AxisScale;
  categoryLabel: (key: string) => string;
  currency: Currency;
  /** The series, drawn over the grid and under the axes. */
  children: ReactNode;
}

/** The SVG of a chart over categories (months): grid rows, the series, the money and category axes. */
export function ChartPlot({
  width,
  height,
  valueScale: y,
  axisWidth,
  categoryScale,
  categoryLabel,
  currency,
  children,
}: ChartPlotProps) {
  const { innerWidth, innerHeight } = plotSize(width, height, axisWidth);
  return (
    <svg width={width} height={height} aria-hidden="true">
      <Group.Group left={axisWidth} top={MARGIN.top}>
        <Grid.GridRows className={styles.grid} scale={y} width={innerWidth} numTicks={VALUE_TICKS} />
        {children}
        <Axis.AxisLeft
          axisClassName={styles.axis}
          tickComponent={TickLabel}
          scale={y}
          numTicks={VALUE_TICKS}
          tickLength={TICK_LENGTH}
          tickLabelProps={{ fontSize: TICK_FONT_SIZE }}
          tickFormat={(value) => formatMoney(Number(value), currency)}
        />
        <Axis.AxisBottom
          axisClassName={styles.axis}
          tickComponent={TickLabel}
          top={innerHeight}
          scale={categoryScale}
          tickValues={labelledCategories(categoryScale.domain().map(String), innerWidth)}
          tickFormat={(key) => categoryLabel(String(key))}
        />
      </Group.Group>
    </svg>
  );
}

/**
 * A tick's label as plain SVG text. visx's default label measures every word in the DOM to wrap
 * it, which these one-line labels never need; that measuring was most of a chart's first draw
 * (issue 12, decision 423).
 */
function TickLabel({ formattedValue, x, y, dx, dy, textAnchor, fontSize }: Axis.TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fontSize={fontSize}>
      {formattedValue}
    </text>
  );
}
