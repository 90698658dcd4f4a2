import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUser, exportUserStory, resetAccount } from '@/api/gen/endpoints/users/users';
import { ApiError } from '@/api/http';
import { invalidateMoneyQueries } from '@/api/invalidation';
import { endSession } from '@/app/session';
import { requestConfirmation } from '@/app/ui-store';
import { Button } from '@/ui/button';
import styles from '../settings.module.css';

const EXPORT_FILE = 'historico_Otto_2.0.csv';

interface Outcome {
  tone: 'success' | 'failure';
  message: string;
}

function download(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE;
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export history, reset the account and delete it: the person's own account only. */
export function AccountActions({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'export' | 'reset' | 'delete' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(kind: 'export' | 'reset' | 'delete', action: () => Promise<Outcome | null>) {
    setBusy(kind);
    setOutcome(null);
    setOutcome(await action());
    setBusy(null);
  }

  const exportHistory = () =>
    run('export', async () => {
      try {
        const response = await exportUserStory();
        download(response.data as unknown as Blob);
        return { tone: 'success', message: t('settings:account.exported') };
      } catch {
        return { tone: 'failure', message: t('settings:account.exportFailed') };
      }
    });

  const reset = async () => {
    const confirmed = await requestConfirmation({
      title: t('settings:account.reset'),
      message: t('settings:account.resetQuestion'),
      danger: true,
    });
    if (!confirmed) return;
    await run('reset', async () => {
      try {
        await resetAccount({});
        // The spec refetches payments and transactions; balances and charts follow them.
        await invalidateMoneyQueries(queryClient);
        return { tone: 'success', message: t('settings:account.resetDone') };
      } catch {
        return { tone: 'failure', message: t('settings:account.resetFailed') };
      }
    });
  };

  const remove = async () => {
    const confirmed = await requestConfirmation({
      title: t('settings:account.delete'),
      message: t('settings:account.deleteQuestion'),
      danger: true,
    });
    if (!confirmed) return;
    await run('delete', async () => {
      try {
        const response = await deleteUser(userId);
        if (response.status === 204) {
          endSession('account-deleted');
          return null;
        }
        return { tone: 'failure', message: t('settings:account.deleteFailed') };
      } catch (error) {
        const message = error instanceof ApiError && error.message ? error.message : '';
        return { tone: 'failure', message: message || t('settings:account.deleteFailed') };
      }
    });
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
        <Button variant="secondary" busy={busy === 'reset'} onClick={() => void reset()}>
          {t('settings:account.reset')}
        </Button>
        <Button variant="danger" busy={busy === 'delete'} onClick={() => void remove()}>
          {t('settings:account.delete')}
        </Button>
      </div>
      {outcome ? (
        <p
          role={outcome.tone === 'failure' ? 'alert' : 'status'}
          className={styles.outcome}
          data-tone={outcome.tone}
        >
          {outcome.message}
        </p>
      ) : null}
    </section>
  );
}
