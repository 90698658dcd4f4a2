import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptBankMerge, refuseBankMerge } from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import type { BankMergeCandidate, Transaction } from '@/api/gen/model';
import { ApiError } from '@/api/http';
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

const keyOf = (pair: BankMergeCandidate) => `${pair.imported._id}:${pair.manual._id}`;

/** Where the focus goes once a decided pair leaves the list: the same button of a neighbour. */
interface Refocus {
  decided: string;
  /** The pair after it, else the one before it; none: the list's heading. */
  next: string | null;
  merge: boolean;
  /** The pair stays (the call failed and may be tried again): its own button keeps the focus. */
  stays: boolean;
}

/**
 * A pair settled in another tab answers 404 or 409: the server's words say it is gone, and the
 * refreshed list drops it (audit S1). Other failures may pass on a retry.
 */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

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
  const [refocus, setRefocus] = useState<Refocus | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // The pressed button leaves with its pair; the keyboard carries on from the next pair (audit S2).
  // The list may refresh before or after the call's end is rendered, hence the wait for the pair to go.
  useEffect(() => {
    if (!refocus) return;
    const listed = pairs.some((pair) => keyOf(pair) === refocus.decided);
    if (listed && !refocus.stays) return;
    const target = listed ? refocus.decided : refocus.next;
    const item = target ? list.current?.querySelector(`[data-pair="${CSS.escape(target)}"]`) : null;
    const button = item?.querySelectorAll<HTMLButtonElement>('button')[refocus.merge ? 1 : 0];
    (button ?? heading.current)?.focus();
    setRefocus(null);
  }, [refocus, pairs]);

  async function decide(pair: BankMergeCandidate, merge: boolean) {
    const body = { imported: pair.imported._id, manual: pair.manual._id };
    const key = keyOf(pair);
    const index = pairs.findIndex((candidate) => keyOf(candidate) === key);
    const neighbour = pairs[index + 1] ?? pairs[index - 1];
    let stays = false;
    setBusy(key);
    try {
      if (merge) {
        await acceptBankMerge(body);
        setOutcome({ tone: 'success', message: t('bank-connections:messages.merged') });
      } else {
        await refuseBankMerge(body);
        setOutcome(undefined);
      }
    } catch (error) {
      stays = !isGone(error);
      setOutcome({
        tone: 'failure',
        message:
          !stays && error instanceof ApiError && error.message
            ? error.message
            : t('bank-connections:messages.mergeFailed'),
      });
    }
    await invalidateBankQueries(queryClient);
    setBusy(null);
    setRefocus({ decided: key, next: neighbour ? keyOf(neighbour) : null, merge, stays });
  }

  return (
    <section className={styles.merges} aria-labelledby="bank-merges-title">
      <h3 id="bank-merges-title" ref={heading} tabIndex={-1} className={styles.institution}>
        {t('bank-connections:merges.title')}
      </h3>
      <FormOutcome outcome={outcome} />
      {pairs.length === 0 ? (
        <p>{t('bank-connections:merges.empty')}</p>
      ) : (
        <>
          <p>{t('bank-connections:merges.intro')}</p>
          <ul ref={list} className={styles.mergeList}>
            {pairs.map((pair) => {
              const key = keyOf(pair);
              // The pair being decided keeps its buttons focusable, busy; the others wait, disabled.
              const deciding = busy === key;
              const waiting = busy !== null && !deciding;
              return (
                <li
                  key={key}
                  data-pair={key}
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
                      disabled={waiting}
                      busy={deciding}
                      aria-label={t('bank-connections:merges.refuseLabel', { name: pair.manual.name })}
                      onClick={() => void decide(pair, false)}
                    >
                      {t('bank-connections:merges.refuse')}
                    </Button>
                    <Button
                      size="small"
                      disabled={waiting}
                      busy={deciding}
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
