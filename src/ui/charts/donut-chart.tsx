import { Group, Shape } from '@visx/visx';
import { useTranslation } from 'react-i18next';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { seriesColour } from './chart-colours';
import { sliceFigures } from './chart-figures';
import { ChartFrame, type ChartName } from './chart-frame';
import styles from './charts.module.css';
import { type DonutSlice, donutSlices } from './donut-slices';

export type { DonutSlice } from './donut-slices';

export type DonutChartProps = ChartName & {
  slices: readonly DonutSlice[];
  currency?: Currency;
  size?: number;
};

/**
 * The figure in the middle: slices of one sign add up as sizes (expenses read as their total spent);
 * slices of both signs (wallets, one overdrawn) add up with their signs, as 'Saldo total carteiras'.
 */
export function centreTotal(slices: readonly Pick<DonutSlice, 'value'>[]): number {
  const signed = slices.reduce((sum, slice) => sum + slice.value, 0);
  return mixedSigns(slices) ? signed : Math.abs(signed);
}

/** Slices of both signs: wallets with one overdrawn. */
function mixedSigns(slices: readonly Pick<DonutSlice, 'value'>[]): boolean {
  return slices.some((slice) => slice.value > 0) && slices.some((slice) => slice.value < 0);
}

/**
 * The total's size inside the hole: 14 px, smaller for a long figure so that it stays within the
 * ring (audit K6: R$ 1.000.000.000,00 ran past it). A digit is about 0.6 of the size wide.
 */
export function centreFontSize(text: string, innerRadius: number): number {
  return Math.max(8, Math.min(14, Math.floor((innerRadius * 2 * 0.9) / (text.length * 0.62))));
}

/** Share per category ('Despesas por categoria'), with the total in the middle. */
export function DonutChart({ slices, currency = DEFAULT_CURRENCY, size = 200, ...name }: DonutChartProps) {
  const { t } = useTranslation();
  // Of both signs (a wallet overdrawn beside others), only what is held is a share of the ring: an
  // overdrawn wallet drawn by its size looked like money held (audit K3). Its figure is still read.
  const { shown: drawn, grouped } = donutSlices(
    mixedSigns(slices) ? slices.filter((slice) => slice.value > 0) : slices,
    t('ui:charts.others'),
  );
  // Read in the caller's order, those gathered into 'Outros' as its one figure, last.
  const others = grouped.size > 0 ? drawn.slice(-1) : [];
  const read = [...slices.filter((slice) => !grouped.has(slice)), ...others];
  const total = drawn.reduce((sum, slice) => sum + Math.abs(slice.value), 0);
  const centre = centreTotal(slices);
  const centreText = formatMoney(centre, currency);
  const radius = size / 2;
  return (
    <ChartFrame
      {...name}
      height={size}
      width={size}
      legend={drawn}
      figures={sliceFigures(read, { label: t('ui:charts.donutTotal'), value: centreText }, (value) =>
        formatMoney(value, currency),
      )}
    >
      {() => (
        <svg width={size} height={size} aria-hidden="true">
          <Group.Group top={radius} left={radius}>
            {total === 0 ? (
              <circle
                r={radius - 12}
                strokeWidth={24}
                style={{ fill: 'none', stroke: seriesColour('muted') }}
              />
            ) : (
              <Shape.Pie
                data={drawn}
                pieValue={(slice) => Math.abs(slice.value)}
                outerRadius={radius}
                innerRadius={radius - 24}
                padAngle={0.01}
              >
                {(pie) =>
                  pie.arcs.map((arc) => (
                    <path
                      key={arc.data.key}
                      data-series={arc.data.key}
                      d={pie.path(arc) ?? ''}
                      style={{ fill: seriesColour(arc.data.kind) }}
                    />
                  ))
                }
              </Shape.Pie>
            )}
            <text className={styles.centerLabel} textAnchor="middle" dy="-0.4em" fontSize={12}>
              {t('ui:charts.donutTotal')}
            </text>
            <text
              className={styles.centerValue}
              textAnchor="middle"
              dy="1em"
              fontSize={centreFontSize(centreText, radius - 24)}
            >
              {centreText}
            </text>
          </Group.Group>
        </svg>
      )}
    </ChartFrame>
  );
}
