import { Curve, Scale, Shape } from '@visx/visx';
import { type IsoMonth, monthLabel, shortMonthName } from '@/lib/dates';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { type SeriesKind, seriesColour } from './chart-colours';
import { seriesFigures } from './chart-figures';
import { ChartFrame, type ChartName } from './chart-frame';
import { ChartPlot, plotLayout } from './chart-plot';

export interface ChartSeries {
  key: string;
  label: string;
  kind: SeriesKind;
  /** Centavos, one per month, aligned with `months`. */
  values: readonly number[];
  /** Drawn dashed (the planned line over realised bars or areas). */
  dashed?: boolean;
}

export type TimeSeriesChartProps = ChartName & {
  months: readonly IsoMonth[];
  series: readonly ChartSeries[];
  currency?: Currency;
  height?: number;
  width?: number;
};

function TimeSeriesChart({
  months,
  series,
  currency = DEFAULT_CURRENCY,
  height = 240,
  width,
  filled,
  ...name
}: TimeSeriesChartProps & { filled: boolean }) {
  return (
    <ChartFrame
      {...name}
      height={height}
      width={width}
      legend={series}
      figures={seriesFigures(months.map(monthLabel), series, (value) => formatMoney(value, currency))}
    >
      {(chartWidth) => {
        const { y, axisWidth, innerWidth } = plotLayout(series, chartWidth, height, currency);
        const x = Scale.scalePoint<string>({ domain: [...months], range: [0, innerWidth], padding: 0.5 });
        const xOf = (index: number) => x(months[index] ?? '') ?? 0;
        return (
          <ChartPlot
            width={chartWidth}
            height={height}
            valueScale={y}
            axisWidth={axisWidth}
            categoryScale={x}
            categoryLabel={shortMonthName}
            currency={currency}
          >
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
          </ChartPlot>
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
