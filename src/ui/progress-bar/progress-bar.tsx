import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercentValue } from '@/lib/percent';
import { progressPercent, roundedPercent } from './progress';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** What was spent (any sign: the share is absolute). */
  value: number;
  /** What was planned. */
  max: number;
  label: string;
  /** Colour under 100%, and at 100% or more when reaching `max` is no danger. */
  tone?: 'primary' | 'success';
  /**
   * Whether reaching `max` is a warning: spending against a plan or a limit turns red at 100% or more
   * (specs 1 and 3, the card's limit). A share that is good when whole, such as 'Pago do total',
   * passes false and keeps its tone (audit M1).
   */
  dangerAtFull?: boolean;
  hideLabel?: boolean;
}

export function ProgressBar({
  value,
  max,
  label,
  tone = 'primary',
  dangerAtFull = true,
  hideLabel = false,
}: ProgressBarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const percent = progressPercent(value, max);
  const rounded = roundedPercent(percent);
  const percentText =
    rounded === null
      ? t('ui:progress.lessThanOne')
      : t('ui:progress.percent', { value: formatPercentValue(rounded) });
  const over = percent >= 100;
  const fillStyle = { width: `${Math.min(percent, 100)}%` } as CSSProperties;
  return (
    <div
      className={[styles.wrapper, over && dangerAtFull ? styles.over : styles[tone]].join(' ')}
      data-over={over}
    >
      <div className={[styles.header, hideLabel && 'visually-hidden'].filter(Boolean).join(' ')}>
        <span id={labelId}>{label}</span>
        <span>{percentText}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(Math.round(percent), 100)}
        aria-valuetext={percentText}
      >
        <div className={styles.fill} style={fillStyle} data-testid="progress-fill" />
      </div>
    </div>
  );
}
