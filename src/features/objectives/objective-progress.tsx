import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectivePercent } from '@/lib/objective-progress';
import styles from './objectives.module.css';

/** Saved over total; '< 1%' under one percent; green once done (never the budget's red). */
export function ObjectiveProgress({
  share,
  percent,
  name,
  done,
}: ObjectivePercent & { name: string; done: boolean }) {
  const { t } = useTranslation();
  const text = percent === null ? t('objectives:progressUnderOne') : t('objectives:progress', { percent });
  return (
    <div className={styles.progress} data-done={done}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('objectives:progressLabel', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? 0}
        aria-valuetext={text}
      >
        <div className={styles.fill} style={{ width: `${share}%` } as CSSProperties} />
      </div>
      <span className={styles.percent}>{text}</span>
    </div>
  );
}
