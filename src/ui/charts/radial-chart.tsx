import { Group, Shape } from '@visx/visx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercentValue } from '@/lib/percent';
import { progressPercent, roundedPercent } from '../progress-bar';
import { type SeriesKind, seriesColour } from './chart-colours';
import { ChartFrame, type ChartName } from './chart-frame';
import styles from './charts.module.css';

/**
 * What the ring measures, e.g. 'Limite disponível': its title, or the id of the text that prints it.
 * Either way the accessible name adds the percentage.
 */
export type RadialChartProps = ChartName & {
  value: number;
  max: number;
  /**
   * The whole percent printed (null for '< 1%') when the caller has a rule of its own: an
   * objective's is floored (src/lib/objective-progress). By default value / max, rounded.
   */
  percent?: number | null;
  /** A line under the ring, e.g. the objective's name. */
  caption?: string;
  kind?: SeriesKind;
  size?: number;
};

/** A ring filled to value / max (the available card limit, an objective's saved share). */
export function RadialChart({
  title,
  labelledBy,
  value,
  max,
  percent: printed,
  caption,
  kind = 'primary',
  size = 160,
}: RadialChartProps) {
  const { t } = useTranslation();
  const percentId = useId();
  const percent = progressPercent(value, max);
  const shown = printed === undefined ? roundedPercent(percent) : printed;
  const percentText =
    shown === null
      ? t('ui:progress.lessThanOne')
      : t('ui:progress.percent', { value: formatPercentValue(shown) });
  const radius = size / 2;
  const arc = (end: number) => ({
    startAngle: 0,
    endAngle: end,
    innerRadius: radius - 14,
    outerRadius: radius,
  });
  const fullCircle = Math.PI * 2;
  return (
    <ChartFrame
      // The SVG is hidden from assistive technology: the name carries the figure it draws. A hidden
      // element that aria-labelledby points at still gives its text to the name.
      {...(labelledBy === undefined
        ? { title: t('ui:charts.radialName', { title, percent: percentText }) }
        : { labelledBy: `${labelledBy} ${percentId}` })}
      caption={caption}
      height={size}
      width={size}
    >
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
            <text id={percentId} className={styles.centerValue} textAnchor="middle" dy="0.35em" fontSize={20}>
              {percentText}
            </text>
          </Group.Group>
        </svg>
      )}
    </ChartFrame>
  );
}
