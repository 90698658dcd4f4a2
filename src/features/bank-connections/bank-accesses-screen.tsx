import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteBankAccess } from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import type { BankAccess } from '@/api/gen/model';
import { bankAccessesQuery } from '@/api/queries';
import { openGlobalModal, requestConfirmation } from '@/app/ui-store';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { AccessItem } from './access-item';
import { connectingBlocked } from './access-state';
import styles from './bank-connections.module.css';
import { invalidateBankQueries } from './invalidate';
import { TokenPrompt } from './token-prompt';
import { type SyncOutcome, useBankSync } from './use-bank-sync';

export interface BankAccessesScreenProps {
  /** /configuracoes/contas-automaticas/{bankAccessId}: entering syncs that connection once. */
  syncOnEnter?: string;
  now?: Date;
}

/** Settings 'Contas Conectadas': the connections, their sync, removal and migration. */
export function BankAccessesScreen({ syncOnEnter, now = new Date() }: BankAccessesScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(bankAccessesQuery());
  const bank = useBankSync();
  const [removals, setRemovals] = useState<Record<string, SyncOutcome>>({});
  const entered = useRef<string | null>(null);
  const accesses = list.data;

  useEffect(() => {
    if (!syncOnEnter || entered.current === syncOnEnter) return;
    entered.current = syncOnEnter;
    void bank.sync(syncOnEnter);
  }, [syncOnEnter, bank.sync]);

  async function remove(access: BankAccess) {
    const confirmed = await requestConfirmation({
      title: t('bank-connections:removeConfirm.title'),
      message: t('bank-connections:removeConfirm.message', { institution: access.institution }),
      confirmLabel: t('bank-connections:removeConfirm.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteBankAccess(access._id);
      setRemovals((current) => ({
        ...current,
        [access._id]: { tone: 'success', message: t('bank-connections:removed') },
      }));
    } catch {
      setRemovals((current) => ({
        ...current,
        [access._id]: { tone: 'failure', message: t('bank-connections:removeFailed') },
      }));
    }
    await invalidateBankQueries(queryClient);
  }

  // Entering with an id that is not (or no longer) listed still says how its sync went.
  const enteredOutcome =
    syncOnEnter && accesses && !accesses.some((access) => access._id === syncOnEnter)
      ? bank.outcomes[syncOnEnter]
      : undefined;
  const removedNotice = Object.entries(removals).find(
    ([id, outcome]) => outcome.tone === 'success' && !accesses?.some((access) => access._id === id),
  )?.[1];

  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('bank-connections:title')}</h1>
        <Button onClick={() => openGlobalModal('bankIntegration', {})}>
          {t('bank-connections:connect')}
        </Button>
      </header>
      {accesses && connectingBlocked(accesses) ? (
        <p role="alert" className={styles.alert}>
          {t('bank-connections:legacyAlert')}
        </p>
      ) : null}
      {removedNotice ? (
        <p role="status" className={styles.outcome} data-tone="success">
          {removedNotice.message}
        </p>
      ) : null}
      {enteredOutcome ? (
        <p role="alert" className={styles.outcome} data-tone={enteredOutcome.tone}>
          {enteredOutcome.message}
        </p>
      ) : null}
      {list.isError ? <p role="alert">{t('bank-connections:loadError')}</p> : null}
      {!accesses && !list.isError ? <Skeleton variant="rect" count={2} height={140} /> : null}
      {accesses && accesses.length === 0 ? (
        <EmptyState>
          <p>{t('bank-connections:empty')}</p>
        </EmptyState>
      ) : null}
      {accesses && accesses.length > 0 ? (
        <div className={styles.list}>
          {accesses.map((access) => (
            <AccessItem
              key={access._id}
              access={access}
              now={now}
              syncing={bank.busyId === access._id}
              outcome={removals[access._id] ?? bank.outcomes[access._id]}
              onSync={() => void bank.sync(access._id)}
              onRemove={() => void remove(access)}
              onMigrate={() =>
                openGlobalModal('bankIntegration', {
                  migrate: { accessId: access._id, institution: access.institution },
                })
              }
            />
          ))}
        </div>
      ) : null}
      {bank.tokenRequest ? (
        <TokenPrompt
          key={bank.tokenRequest.linkId}
          open
          busy={bank.busyId !== null}
          error={bank.tokenError}
          onSubmit={(token) => void bank.submitToken(token)}
          onCancel={bank.cancelToken}
        />
      ) : null}
    </main>
  );
}
