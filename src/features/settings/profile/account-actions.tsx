import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUser, exportUserStory, resetAccount } from '@/api/gen/endpoints/users/users';
import { ApiError, failureMessage } from '@/api/http';
import { invalidateMoneyQueries } from '@/api/invalidation';
import { useBrand } from '@/app/brand';
import { endSession } from '@/app/session';
import { historyExportFileName } from '@/lib/history-export';
import { Button } from '@/ui/button';
import { FormOutcome, type Outcome } from '@/ui/form';
import styles from '../settings.module.css';
import { PasswordConfirm } from './password-confirm';

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface AccountActionsProps {
  userId: string;
  ownAccount: boolean;
  /** A plan renewing at the gateway, which the deletion cancels there first. */
  renewingPlan: boolean;
}

/**
 * Export history, reset the account and delete it. Reset and deletion ask the spec's question
 * together with the current password, and are the account owner's alone: a planner signed in for a
 * client is not offered them (audit F2).
 */
export function AccountActions({ userId, ownAccount, renewingPlan }: AccountActionsProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'export' | 'reset' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState<'reset' | 'delete' | null>(null);

  const ask = (act: 'reset' | 'delete') => {
    setOutcome(null);
    setAsking(act);
  };

  async function run(kind: 'export' | 'reset', action: () => Promise<Outcome | null>) {
    setBusy(kind);
    setOutcome(null);
    setOutcome(await action());
    setBusy(null);
  }

  const exportHistory = () =>
    run('export', async () => {
      try {
        const response = await exportUserStory();
        download(response.data as unknown as Blob, historyExportFileName(brand.brand));
        return { tone: 'success', message: t('settings:account.exported') };
      } catch {
        return { tone: 'failure', message: t('settings:account.exportFailed') };
      }
    });

  /** A refusal the person can fix (a wrong or missing password) stays in the dialog. */
  const fixable = (error: unknown) =>
    error instanceof ApiError && error.status === 400 ? error.message : null;

  const reset = async (currentPassword: string): Promise<string | null> => {
    try {
      await resetAccount({ currentPassword });
    } catch (error) {
      const message = fixable(error);
      if (message) return message;
      setAsking(null);
      setOutcome({ tone: 'failure', message: t('settings:account.resetFailed') });
      return null;
    }
    setAsking(null);
    await run('reset', async () => {
      // The spec refetches payments and transactions; balances and charts follow them.
      await invalidateMoneyQueries(queryClient);
      return { tone: 'success', message: t('settings:account.resetDone') };
    });
    return null;
  };

  const remove = async (currentPassword: string): Promise<string | null> => {
    try {
      const response = await deleteUser(userId, { currentPassword });
      if (response.status === 204) {
        setAsking(null);
        endSession('account-deleted');
        return null;
      }
      setAsking(null);
      setOutcome({ tone: 'failure', message: t('settings:account.deleteFailed') });
    } catch (error) {
      const message = fixable(error);
      if (message) return message;
      setAsking(null);
      setOutcome({ tone: 'failure', message: failureMessage(error, t('settings:account.deleteFailed')) });
    }
    return null;
  };

  return (
    <section className={styles.section} aria-labelledby="settings-account-title">
      <h3 id="settings-account-title" className={styles.sectionTitle}>
        {t('settings:account.title')}
      </h3>
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy === 'export'} onClick={() => void exportHistory()}>
          {t('settings:account.export')}
        </Button>
        {ownAccount ? (
          <>
            <Button variant="secondary" busy={busy === 'reset'} onClick={() => ask('reset')}>
              {t('settings:account.reset')}
            </Button>
            <Button variant="danger" onClick={() => ask('delete')}>
              {t('settings:account.delete')}
            </Button>
          </>
        ) : null}
      </div>
      <FormOutcome outcome={outcome} />
      <PasswordConfirm
        open={asking !== null}
        title={asking === 'delete' ? t('settings:account.delete') : t('settings:account.reset')}
        question={
          asking === 'delete' ? t('settings:account.deleteQuestion') : t('settings:account.resetQuestion')
        }
        note={asking === 'delete' && renewingPlan ? t('settings:account.deleteEndsPlan') : undefined}
        onConfirm={asking === 'delete' ? remove : reset}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
