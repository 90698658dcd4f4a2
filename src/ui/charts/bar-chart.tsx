import { Group, Scale, Shape } from '@visx/visx';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { seriesColour } from './chart-colours';
import { seriesFigures } from './chart-figures';
import { ChartFrame, type ChartName } from './chart-frame';
import { ChartPlot, plotLayout } from './chart-plot';
import type { ChartSeries } from './time-series-chart';

export type BarChartProps = ChartName & {
  /** One group of bars per category label (often months); `spokenLabel` is read to a screen reader in place of the
   * axis label ('Novembro 2026' for 'Nov'). */
  categories: readonly { key: string; label: string; spokenLabel?: string }[];
  /** One bar per series in each group; values are centavos aligned with `categories`. */
  series: readonly ChartSeries[];
  currency?: Currency;
  height?: number;
  width?: number;
};

/** Grouped bars (revenues vs expenses per month, card instalments vs budget). */
export function BarChart({
  categories,
  series,
  currency = DEFAULT_CURRENCY,
  height = 240,
  width,
  ...name
}: BarChartProps) {
  return (
    <ChartFrame
      {...name}
      height={height}
      width={width}
      legend={series}
      figures={seriesFigures(
        categories.map((category) => category.spokenLabel ?? category.label),
        series,
        (value) => formatMoney(value, currency),
      )}
    >
      {(chartWidth) => {
        const { y, axisWidth, innerWidth, innerHeight } = plotLayout(series, chartWidth, height, currency);
        const groups = Scale.scaleBand<string>({
          domain: categories.map((category) => category.key),
          range: [0, innerWidth],
          padding: 0.25,
        });
        const bars = Scale.scaleBand<string>({
          domain: series.map((entry) => entry.key),
          range: [0, groups.bandwidth()],
          padding: 0.1,
        });
        const zero = y(0) ?? innerHeight;
        const labels = new Map(categories.map((category) => [category.key, category.label]));
        return (
          <ChartPlot
            width={chartWidth}
            height={height}
            valueScale={y}
            axisWidth={axisWidth}
            categoryScale={groups}
            categoryLabel={(key) => labels.get(key) ?? key}
            currency={currency}
          >
            {categories.map((category, index) => (
              <Group.Group key={category.key} left={groups(category.key) ?? 0}>
                {series.map((entry) => {
                  const value = entry.values[index] ?? 0;
                  const top = y(value) ?? zero;
                  return (
                    <Shape.Bar
                      key={entry.key}
                      data-series={entry.key}
                      x={bars(entry.key) ?? 0}
                      y={Math.min(top, zero)}
                      width={bars.bandwidth()}
                      height={Math.abs(zero - top)}
                      rx={2}
                      style={{ fill: seriesColour(entry.kind) }}
                    />
                  );
                })}
              </Group.Group>
            ))}
          </ChartPlot>
        );
      }}
    </ChartFrame>
  );
}
