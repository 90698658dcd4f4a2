import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteBankAccess } from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import type { BankAccess } from '@/api/gen/model';
import { bankAccessesQuery, itemsOf, objectivesQuery } from '@/api/queries';
import { openGlobalModal, requestConfirmation } from '@/app/ui-store';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { FormOutcome } from '@/ui/form';
import { Skeleton } from '@/ui/skeleton';
import { AccessItem, formatInstant } from './access-item';
import { connectingBlocked, connectionNames } from './access-state';
import styles from './bank-connections.module.css';
import { invalidateBankQueries } from './invalidate';
import { MergeReview } from './merge-review';
import { TokenPrompt } from './token-prompt';
import { type SyncOutcome, useBankSync } from './use-bank-sync';

export interface BankAccessesScreenProps {
  /** /configuracoes/contas-automaticas/{bankAccessId}: entering syncs that connection once. */
  syncOnEnter?: string;
  now?: Date;
}

/** Settings 'Contas Conectadas': the connections, their sync, removal and migration. */
export function BankAccessesScreen(props: BankAccessesScreenProps) {
  return (
    <BankAccessesView {...props} accesses={useSuspenseQuery(bankAccessesQuery()).data}>
      <MergeReview />
    </BankAccessesView>
  );
}

/** The route's pending view: the tab's title and connect button over skeletons. */
export function BankAccessesPending() {
  return <BankAccessesView accesses={undefined} />;
}

function BankAccessesView({
  syncOnEnter,
  now = new Date(),
  accesses,
  children,
}: BankAccessesScreenProps & { accesses: BankAccess[] | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bank = useBankSync();
  const [removals, setRemovals] = useState<Record<string, SyncOutcome>>({});
  const entered = useRef<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // A removed connection takes its button, the focus's way back, with it (audit S2).
  const [removedId, setRemovedId] = useState<string | null>(null);
  const names = connectionNames(accesses ?? [], (access) =>
    access.createdAt
      ? t('bank-connections:connectedOn', {
          institution: access.institution,
          date: formatInstant(access.createdAt),
        })
      : access.institution,
  );
  const nameOf = (access: BankAccess) => names.get(access._id) ?? access.institution;

  useEffect(() => {
    if (!removedId || accesses?.some((access) => access._id === removedId)) return;
    title.current?.focus();
    setRemovedId(null);
  }, [removedId, accesses]);

  useEffect(() => {
    if (!syncOnEnter || entered.current === syncOnEnter) return;
    entered.current = syncOnEnter;
    void bank.sync(syncOnEnter);
  }, [syncOnEnter, bank.sync]);

  /**
   * The objectives that save into this connection's accounts: the removal keeps what they saved but
   * they need another account for what comes next (decision 029), which the person hears first.
   */
  async function savingObjectives(access: BankAccess): Promise<string[]> {
    const accounts = new Set((access.payments ?? []).map((payment) => payment._id));
    if (accounts.size === 0) return [];
    try {
      const objectives = itemsOf(await queryClient.fetchQuery(objectivesQuery()));
      return objectives.flatMap((objective) =>
        objective.payment && accounts.has(objective.payment) ? [objective.name] : [],
      );
    } catch {
      return [];
    }
  }

  async function remove(access: BankAccess) {
    const objectives = await savingObjectives(access);
    const message = [
      t('bank-connections:removeConfirm.message', { institution: nameOf(access) }),
      ...(objectives.length > 0
        ? [
            t('bank-connections:removeConfirm.objectives', {
              count: objectives.length,
              names: new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(objectives),
            }),
          ]
        : []),
    ].join(' ');
    const confirmed = await requestConfirmation({
      title: t('bank-connections:removeConfirm.title'),
      message,
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
      setRemovedId(access._id);
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
    <section className={styles.tab} aria-labelledby="bank-accesses-title">
      <header className={styles.header}>
        <h2 id="bank-accesses-title" ref={title} tabIndex={-1} className={styles.title}>
          {t('bank-connections:title')}
        </h2>
        <Button onClick={() => openGlobalModal('bankIntegration', {})}>
          {t('bank-connections:connect')}
        </Button>
      </header>
      {accesses && connectingBlocked(accesses) ? (
        <p role="alert" className={styles.alert}>
          {t('bank-connections:legacyAlert')}
        </p>
      ) : null}
      <FormOutcome outcome={removedNotice} />
      <FormOutcome outcome={enteredOutcome} />
      {accesses ? null : <Skeleton variant="rect" count={2} height={140} />}
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
              name={nameOf(access)}
              now={now}
              syncing={bank.busyId === access._id}
              outcome={removals[access._id] ?? bank.outcomes[access._id]}
              onSync={() => void bank.sync(access._id)}
              onRemove={() => void remove(access)}
              onMigrate={() =>
                openGlobalModal('bankIntegration', {
                  migrate: { accessId: access._id, institution: nameOf(access) },
                })
              }
            />
          ))}
        </div>
      ) : null}
      {children}
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
    </section>
  );
}
