import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { percentText } from './objective-logic';
import styles from './objectives.module.css';

/** Saved over total; '< 1%' under one percent; green once done (never the budget's red). */
export function ObjectiveProgress({ percent, name, done }: { percent: number; name: string; done: boolean }) {
  const { t } = useTranslation();
  const shown = percentText(percent);
  const text = shown.underOne
    ? t('objectives:progressUnderOne')
    : t('objectives:progress', { percent: shown.value });
  return (
    <div className={styles.progress} data-done={done}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('objectives:progressLabel', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(percent)}
        aria-valuetext={text}
      >
        <div className={styles.fill} style={{ width: `${percent}%` } as CSSProperties} />
      </div>
      <span className={styles.percent}>{text}</span>
    </div>
  );
}
