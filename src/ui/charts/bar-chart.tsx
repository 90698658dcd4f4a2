import { Axis, Grid, Group, Scale, Shape } from '@visx/visx';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { seriesColour } from './chart-colours';
import { ChartFrame } from './chart-frame';
import styles from './charts.module.css';
import { type ChartSeries, MARGIN, valueDomain } from './time-series-chart';

export interface BarChartProps {
  title: string;
  /** One group of bars per category label (often months). */
  categories: readonly { key: string; label: string }[];
  /** One bar per series in each group; values are centavos aligned with `categories`. */
  series: readonly ChartSeries[];
  currency?: Currency;
  height?: number;
  width?: number;
}

/** Grouped bars (revenues vs expenses per month, card instalments vs budget). */
export function BarChart({
  title,
  categories,
  series,
  currency = DEFAULT_CURRENCY,
  height = 240,
  width,
}: BarChartProps) {
  return (
    <ChartFrame title={title} height={height} width={width} legend={series}>
      {(chartWidth) => {
        const innerWidth = Math.max(chartWidth - MARGIN.left - MARGIN.right, 0);
        const innerHeight = height - MARGIN.top - MARGIN.bottom;
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
        const y = Scale.scaleLinear<number>({
          domain: valueDomain(series),
          range: [innerHeight, 0],
          nice: true,
        });
        const zero = y(0) ?? innerHeight;
        const labels = new Map(categories.map((category) => [category.key, category.label]));
        return (
          <svg width={chartWidth} height={height} aria-hidden="true">
            <Group.Group left={MARGIN.left} top={MARGIN.top}>
              <Grid.GridRows className={styles.grid} scale={y} width={innerWidth} numTicks={4} />
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
              <Axis.AxisLeft
                axisClassName={styles.axis}
                scale={y}
                numTicks={4}
                tickFormat={(value) => formatMoney(Number(value), currency)}
              />
              <Axis.AxisBottom
                axisClassName={styles.axis}
                top={innerHeight}
                scale={groups}
                tickFormat={(key) => labels.get(key) ?? key}
              />
            </Group.Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
