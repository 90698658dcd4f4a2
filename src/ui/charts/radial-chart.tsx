import { Group, Shape } from '@visx/visx';
import { useTranslation } from 'react-i18next';
import { progressPercent, roundedPercent } from '../progress-bar';
import { type SeriesKind, seriesColour } from './chart-colours';
import { ChartFrame } from './chart-frame';
import styles from './charts.module.css';

export interface RadialChartProps {
  /** The accessible name, e.g. 'Limite disponível'. */
  title: string;
  value: number;
  max: number;
  /** A caption under the percentage. */
  caption?: string;
  kind?: SeriesKind;
  size?: number;
}

/** A ring filled to value / max (the available card limit). */
export function RadialChart({ title, value, max, caption, kind = 'primary', size = 160 }: RadialChartProps) {
  const { t } = useTranslation();
  const percent = progressPercent(value, max);
  const rounded = roundedPercent(percent);
  const radius = size / 2;
  const arc = (end: number) => ({
    startAngle: 0,
    endAngle: end,
    innerRadius: radius - 14,
    outerRadius: radius,
  });
  const fullCircle = Math.PI * 2;
  return (
    <ChartFrame title={title} height={size} width={size}>
      {() => (
        <svg width={size} height={size} aria-hidden="true">
          <Group.Group top={radius} left={radius}>
            <Shape.Arc {...arc(fullCircle)} style={{ fill: seriesColour('muted') }} />
            <Shape.Arc
              {...arc((fullCircle * Math.min(percent, 100)) / 100)}
              cornerRadius={7}
              data-series="value"
              style={{ fill: seriesColour(kind) }}
            />
            <text
              className={styles.centerValue}
              textAnchor="middle"
              dy={caption ? '0' : '0.35em'}
              fontSize={20}
            >
              {rounded === null ? t('ui:progress.lessThanOne') : t('ui:progress.percent', { value: rounded })}
            </text>
            {caption ? (
              <text className={styles.centerLabel} textAnchor="middle" dy="1.4em" fontSize={12}>
                {caption}
              </text>
            ) : null}
          </Group.Group>
        </svg>
      )}
    </ChartFrame>
  );
}
