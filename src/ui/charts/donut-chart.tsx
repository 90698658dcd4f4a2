import { Group, Shape } from '@visx/visx';
import { useTranslation } from 'react-i18next';
import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { PALETTE, type SeriesKind, seriesColour } from './chart-colours';
import { sliceFigures } from './chart-figures';
import { ChartFrame } from './chart-frame';
import styles from './charts.module.css';

export interface DonutSlice {
  key: string;
  label: string;
  /** Centavos; the slice's size is its absolute value. */
  value: number;
  kind?: SeriesKind;
}

export interface DonutChartProps {
  title: string;
  slices: readonly DonutSlice[];
  currency?: Currency;
  size?: number;
}

/**
 * The figure in the middle: slices of one sign add up as sizes (expenses read as their total spent);
 * slices of both signs (wallets, one overdrawn) add up with their signs, as 'Saldo total carteiras'.
 */
export function centreTotal(slices: readonly Pick<DonutSlice, 'value'>[]): number {
  const signed = slices.reduce((sum, slice) => sum + slice.value, 0);
  const mixed = slices.some((slice) => slice.value > 0) && slices.some((slice) => slice.value < 0);
  return mixed ? signed : Math.abs(signed);
}

/** Share per category ('Despesas por categoria'), with the total in the middle. */
export function DonutChart({ title, slices, currency = DEFAULT_CURRENCY, size = 200 }: DonutChartProps) {
  const { t } = useTranslation();
  const coloured = slices.map((slice, index) => ({
    ...slice,
    kind: slice.kind ?? PALETTE[index % PALETTE.length] ?? 'primary',
  }));
  const total = coloured.reduce((sum, slice) => sum + Math.abs(slice.value), 0);
  const centre = centreTotal(coloured);
  const radius = size / 2;
  return (
    <ChartFrame
      title={title}
      height={size}
      width={size}
      legend={coloured}
      figures={sliceFigures(
        coloured,
        { label: t('ui:charts.donutTotal'), value: formatMoney(centre, currency) },
        (value) => formatMoney(value, currency),
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
                data={coloured}
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
            <text className={styles.centerValue} textAnchor="middle" dy="1em" fontSize={14}>
              {formatMoney(centre, currency)}
            </text>
          </Group.Group>
        </svg>
      )}
    </ChartFrame>
  );
}
