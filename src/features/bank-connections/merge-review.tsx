import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptBankMerge, refuseBankMerge } from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import type { BankMergeCandidate, Transaction } from '@/api/gen/model';
import { bankMergesQuery } from '@/api/queries';
import { formatDateBr } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { FormOutcome } from '@/ui/form';
import { MoneyText } from '@/ui/money-text';
import styles from './bank-connections.module.css';
import { invalidateBankQueries } from './invalidate';
import type { SyncOutcome } from './use-bank-sync';

function Side({ label, row }: { label: string; row: Transaction }) {
  return (
    <div className={styles.mergeSide}>
      <span className={styles.mergeLabel}>{label}</span>
      <strong>{row.name}</strong>
      <span>
        <MoneyText cents={fromApiAmount(row.value)} /> · {formatDateBr(row.date)}
      </span>
      {row.category?.name || row.payment?.name ? (
        <span className={styles.mergeMeta}>
          {[row.category?.name, row.payment?.name].filter(Boolean).join(' · ')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * 'Lançamentos parecidos' (decision 483): imported rows that look like rows typed by hand, side by
 * side, each merged or kept apart only when the person says so.
 */
export function MergeReview() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pairs = useSuspenseQuery(bankMergesQuery()).data;
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SyncOutcome | undefined>();

  async function decide(pair: BankMergeCandidate, merge: boolean) {
    const body = { imported: pair.imported._id, manual: pair.manual._id };
    setBusy(`${body.imported}:${body.manual}`);
    try {
      if (merge) {
        await acceptBankMerge(body);
        setOutcome({ tone: 'success', message: t('bank-connections:messages.merged') });
      } else {
        await refuseBankMerge(body);
        setOutcome(undefined);
      }
    } catch {
      setOutcome({ tone: 'failure', message: t('bank-connections:messages.mergeFailed') });
    }
    await invalidateBankQueries(queryClient);
    setBusy(null);
  }

  return (
    <section className={styles.merges} aria-labelledby="bank-merges-title">
      <h3 id="bank-merges-title" className={styles.institution}>
        {t('bank-connections:merges.title')}
      </h3>
      <FormOutcome outcome={outcome} />
      {pairs.length === 0 ? (
        <p>{t('bank-connections:merges.empty')}</p>
      ) : (
        <>
          <p>{t('bank-connections:merges.intro')}</p>
          <ul className={styles.mergeList}>
            {pairs.map((pair) => {
              const key = `${pair.imported._id}:${pair.manual._id}`;
              return (
                <li
                  key={key}
                  className={styles.mergePair}
                  aria-label={t('bank-connections:merges.pair', {
                    imported: pair.imported.name,
                    manual: pair.manual.name,
                  })}
                >
                  <Side label={t('bank-connections:merges.imported')} row={pair.imported} />
                  <Side label={t('bank-connections:merges.manual')} row={pair.manual} />
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={busy !== null}
                      aria-label={t('bank-connections:merges.refuseLabel', { name: pair.manual.name })}
                      onClick={() => void decide(pair, false)}
                    >
                      {t('bank-connections:merges.refuse')}
                    </Button>
                    <Button
                      size="small"
                      disabled={busy !== null}
                      busy={busy === key}
                      aria-label={t('bank-connections:merges.acceptLabel', { name: pair.manual.name })}
                      onClick={() => void decide(pair, true)}
                    >
                      {t('bank-connections:merges.accept')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
