import { useTranslation } from 'react-i18next';
import { addMonths, BROWSABLE_MONTHS, type IsoMonth, monthLabel, monthsBetween } from '@/lib/dates';
import { useChosenMonth } from './chosen-month';
import styles from './month-selector.module.css';

export interface MonthSelectorProps {
  /** 'YYYY-MM' */
  value: IsoMonth;
  onChange: (month: IsoMonth) => void;
  /** Earliest month reachable; the previous arrow hides there (by default the first a screen can read). */
  min?: IsoMonth;
  /** Latest month reachable; the next arrow hides there (by default the last a screen can read). */
  max?: IsoMonth;
  /** A pointer rests on an arrow or it takes focus: the month it leads to may be fetched ahead. */
  onIntent?: (month: IsoMonth) => void;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      />
    </svg>
  );
}

/**
 * Moves one month at a time, from the month last chosen: while that month loads it is already the
 * one named (with a waiting mark), so a second press counts from it, not from the month on screen.
 */
export function MonthSelector({
  value,
  onChange,
  min = BROWSABLE_MONTHS.first,
  max = BROWSABLE_MONTHS.last,
  onIntent,
}: MonthSelectorProps) {
  const { t } = useTranslation();
  const { month, waiting } = useChosenMonth(value);
  const canGoBack = monthsBetween(min, month) > 0;
  const canGoForward = monthsBetween(month, max) > 0;
  return (
    <fieldset className={styles.selector} aria-busy={waiting || undefined}>
      <legend className="visually-hidden">{t('ui:monthSelector.label')}</legend>
      <button
        type="button"
        className={[styles.arrow, !canGoBack && styles.hidden].filter(Boolean).join(' ')}
        aria-label={t('ui:monthSelector.previous')}
        onClick={() => onChange(addMonths(month, -1))}
        onPointerEnter={() => onIntent?.(addMonths(month, -1))}
        onFocus={() => onIntent?.(addMonths(month, -1))}
      >
        <Chevron direction="left" />
      </button>
      <output className={styles.label} aria-live="polite">
        {monthLabel(month)}
      </output>
      <button
        type="button"
        className={[styles.arrow, !canGoForward && styles.hidden].filter(Boolean).join(' ')}
        aria-label={t('ui:monthSelector.next')}
        onClick={() => onChange(addMonths(month, 1))}
        onPointerEnter={() => onIntent?.(addMonths(month, 1))}
        onFocus={() => onIntent?.(addMonths(month, 1))}
      >
        <Chevron direction="right" />
      </button>
    </fieldset>
  );
}
