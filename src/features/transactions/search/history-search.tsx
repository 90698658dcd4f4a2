import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@/api/gen/model';
import { formatDateBr, monthLabel } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { MoneyText } from '@/ui/money-text';
import { groupByMonth } from './group-by-month';
import styles from './history-search.module.css';
import { isSearchable } from './search-text';
import { useHistorySearch } from './use-history-search';

export interface HistorySearchProps {
  /** What is typed in 'Buscar'; searched once typing pauses and it has 2 letters or more. */
  query: string;
  currency: Currency;
  /** A result was chosen: the screen opens its month on it. */
  onOpen: (row: Transaction) => void;
}

function Result({ row, currency, onOpen }: { row: Transaction; currency: Currency; onOpen: () => void }) {
  const details = [formatDateBr(row.date), row.category?.name, row.payment?.name].filter(Boolean).join(' · ');
  return (
    <li>
      <button type="button" className={styles.result} onClick={onOpen}>
        <span className={styles.name}>{row.name}</span>
        <span className={styles.details}>{details}</span>
        <MoneyText cents={fromApiAmount(row.value)} currency={currency} className={styles.value} />
      </button>
    </li>
  );
}

/** 'Buscar' across every month (decision 362): the server's matches, grouped by month. */
export function HistorySearch({ query, currency, onOpen }: HistorySearchProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const search = useHistorySearch(query);
  // Gone as soon as the text is too short, without waiting for typing to pause.
  if (!search.enabled || !isSearchable(query)) return null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('transactions:history.title')}
      </h2>
      {search.isPending ? (
        <p role="status">{t('transactions:history.searching')}</p>
      ) : search.isError ? (
        <p role="alert">{t('transactions:history.error')}</p>
      ) : search.rows.length === 0 ? (
        <p>{t('transactions:history.none', { query: search.query })}</p>
      ) : (
        <>
          <p className={styles.count}>{t('transactions:history.count', { count: search.total })}</p>
          {groupByMonth(search.rows).map((group) => (
            <div key={group.month} className={styles.month}>
              <h3 className={styles.monthTitle}>{monthLabel(group.month)}</h3>
              <ul className={styles.list}>
                {group.rows.map((row) => (
                  <Result key={row._id} row={row} currency={currency} onOpen={() => onOpen(row)} />
                ))}
              </ul>
            </div>
          ))}
          {search.hasMore ? (
            <Button variant="secondary" size="small" busy={search.isLoadingMore} onClick={search.loadMore}>
              {t('transactions:history.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
