import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBudget, getGetBudgetProposalQueryOptions } from '@/api/gen/endpoints/budgets/budgets';
import type { BudgetInput, BudgetProposal } from '@/api/gen/model';
import { invalidateRoots } from '@/api/invalidation';
import { payloadOf } from '@/api/queries/answer';
import { type Currency, fromApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import styles from './planning.module.css';
import { GROUPS, LIST_OF } from './planning-logic';

export interface ProposalModalProps {
  userId: string | undefined;
  currency: Currency;
  onClose: () => void;
  onSaved: () => void;
}

/** The proposal as the budget save call takes it: categories by id, every line monthly. */
function saveBody(proposal: BudgetProposal): BudgetInput {
  const lists = Object.fromEntries(
    GROUPS.map((group) => [
      LIST_OF[group],
      proposal[LIST_OF[group]].map((line) => ({ ...line, category: line.category._id })),
    ]),
  );
  return { date: proposal.date, ...lists };
}

/**
 * The automatic planning's preview (decision 410): what the server proposes from the household's
 * own rows, per card; nothing is stored until 'SALVAR PLANEJAMENTO' sends it for the 12 months.
 */
export function ProposalModal({ userId, currency, onClose, onSaved }: ProposalModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const params = userId ? { userId } : {};
  const proposal = useQuery(getGetBudgetProposalQueryOptions(params, { query: { select: payloadOf } }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = proposal.data;
  const empty = data?.basedOnMonths === 0;

  async function save(plan: BudgetProposal) {
    setBusy(true);
    setError(null);
    try {
      await createBudget(saveBody(plan), { ...params, multi: true });
      await invalidateRoots(queryClient, ['/budgets', '/balances']);
      onSaved();
    } catch {
      setError(t('planning:saveError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('planning:proposal.title')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('planning:actions.cancel')}
          </Button>
          <Button disabled={!data || empty} busy={busy} onClick={() => data && void save(data)}>
            {t('planning:actions.save')}
          </Button>
        </>
      }
    >
      {proposal.isError ? (
        <p role="alert">{t('planning:proposal.loadError')}</p>
      ) : !data ? (
        <div role="status" aria-label={t('planning:proposal.waiting')}>
          <Skeleton count={4} />
        </div>
      ) : empty ? (
        <p>{t('planning:proposal.empty')}</p>
      ) : (
        <>
          <p>{t('planning:proposal.basis', { count: data.basedOnMonths })}</p>
          {data.scaled ? <p>{t('planning:proposal.scaled')}</p> : null}
          {GROUPS.filter((group) => data[LIST_OF[group]].length > 0).map((group) => (
            <section key={group} aria-label={t(`planning:groups.${group}`)}>
              <h3>{t(`planning:groups.${group}`)}</h3>
              <ul className={styles.proposalList}>
                {data[LIST_OF[group]].map((line) => (
                  <li key={line.category._id}>
                    <span>{line.category.name}</span>
                    <MoneyText cents={fromApiAmount(line.value)} currency={currency} tone="plain" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
