import { Axis, Curve, Grid, Group, Scale, Shape } from '@visx/visx';
import { type IsoMonth, shortMonthName } from '@/lib/dates';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { type SeriesKind, seriesColour } from './chart-colours';
import { ChartFrame } from './chart-frame';
import styles from './charts.module.css';

export interface ChartSeries {
  key: string;
  label: string;
  kind: SeriesKind;
  /** Centavos, one per month, aligned with `months`. */
  values: readonly number[];
  /** Drawn dashed (the planned line over realised bars or areas). */
  dashed?: boolean;
}

export interface TimeSeriesChartProps {
  title: string;
  months: readonly IsoMonth[];
  series: readonly ChartSeries[];
  currency?: Currency;
  height?: number;
  width?: number;
}

export const MARGIN = { top: 16, right: 16, bottom: 28, left: 88 };

export function valueDomain(series: readonly ChartSeries[]): [number, number] {
  const all = series.flatMap((entry) => entry.values);
  return [Math.min(0, ...all), Math.max(0, ...all) || 1];
}

function TimeSeriesChart({
  title,
  months,
  series,
  currency = DEFAULT_CURRENCY,
  height = 240,
  width,
  filled,
}: TimeSeriesChartProps & { filled: boolean }) {
  return (
    <ChartFrame title={title} height={height} width={width} legend={series}>
      {(chartWidth) => {
        const innerWidth = Math.max(chartWidth - MARGIN.left - MARGIN.right, 0);
        const innerHeight = height - MARGIN.top - MARGIN.bottom;
        const x = Scale.scalePoint<string>({ domain: [...months], range: [0, innerWidth], padding: 0.5 });
        const y = Scale.scaleLinear<number>({
          domain: valueDomain(series),
          range: [innerHeight, 0],
          nice: true,
        });
        const xOf = (index: number) => x(months[index] ?? '') ?? 0;
        return (
          <svg width={chartWidth} height={height} aria-hidden="true">
            <Group.Group left={MARGIN.left} top={MARGIN.top}>
              <Grid.GridRows className={styles.grid} scale={y} width={innerWidth} numTicks={4} />
              {series.map((entry) => {
                const points = entry.values.map((value, index) => ({ index, value }));
                const common = {
                  data: points,
                  x: (point: { index: number }) => xOf(point.index),
                  y: (point: { value: number }) => y(point.value) ?? 0,
                  curve: Curve.curveMonotoneX,
                };
                return (
                  <g key={entry.key} data-series={entry.key}>
                    {filled ? (
                      <Shape.AreaClosed
                        {...common}
                        yScale={y}
                        style={{ fill: seriesColour(entry.kind), fillOpacity: 0.25 }}
                      />
                    ) : null}
                    <Shape.LinePath
                      {...common}
                      strokeWidth={2}
                      strokeDasharray={entry.dashed ? '6 4' : undefined}
                      style={{ stroke: seriesColour(entry.kind), fill: 'none' }}
                    />
                  </g>
                );
              })}
              <Axis.AxisLeft
                axisClassName={styles.axis}
                scale={y}
                numTicks={4}
                tickFormat={(value) => formatMoney(Number(value), currency)}
              />
              <Axis.AxisBottom
                axisClassName={styles.axis}
                top={innerHeight}
                scale={x}
                tickFormat={(month) => shortMonthName(month)}
              />
            </Group.Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}

/** Lines over months (planned vs realised, balances). */
export function LineChart(props: TimeSeriesChartProps) {
  return <TimeSeriesChart {...props} filled={false} />;
}

/** Filled areas over months (savings accumulation). */
export function AreaChart(props: TimeSeriesChartProps) {
  return <TimeSeriesChart {...props} filled />;
}
