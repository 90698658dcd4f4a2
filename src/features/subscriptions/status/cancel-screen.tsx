import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSubscriptionStatus } from '@/api/gen/endpoints/subscriptions/subscriptions';
import { failureMessage } from '@/api/http';
import { invalidateSubscription, userQuery } from '@/api/queries';
import { useSession } from '@/app/session';
import { formatDateBr } from '@/lib/dates';
import { Button } from '@/ui/button';
import { FormOutcome, type Outcome } from '@/ui/form';
import { Page } from '@/ui/page';
import { OwnerActsOnly } from '../owner-acts-only';
import { expiryDate } from '../plan/plan-labels';
import styles from '../subscriptions.module.css';

/** /assinatura/cancelar: turns the automatic renewal off; access stays until the paid period ends. */
export function CancelScreen() {
  return (
    <OwnerActsOnly>
      <Cancel />
    </OwnerActsOnly>
  );
}

function Cancel() {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(userQuery(session?.id ?? ''));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const subscription = user.subscription;
  const date = subscription ? formatDateBr(expiryDate(subscription) ?? '') : '';
  const cancellable = subscription?.subscribed && !subscription.suspended && subscription.state !== 'expired';

  async function cancel() {
    if (!subscription) return;
    setBusy(true);
    setOutcome(null);
    try {
      await updateSubscriptionStatus(subscription._id, { status: 'inactive' });
      setOutcome({ tone: 'success', message: t('subscriptions:cancel.done', { date }) });
      await invalidateSubscription(queryClient);
    } catch (error) {
      setOutcome({ tone: 'failure', message: failureMessage(error, t('subscriptions:cancel.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('subscriptions:cancel.title')}>
      <section className={styles.section}>
        {subscription?.gifted ? (
          <p>{t('subscriptions:cancel.gifted')}</p>
        ) : outcome?.tone === 'success' ? (
          <>
            <FormOutcome outcome={outcome} />
            <Link to="/configuracoes/plano">{t('subscriptions:subscribe.backToPlan')}</Link>
          </>
        ) : cancellable ? (
          <>
            <p>{t('subscriptions:cancel.text', { date })}</p>
            <div className={styles.actions}>
              <Button variant="danger" busy={busy} onClick={() => void cancel()}>
                {t('subscriptions:cancel.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => void navigate({ to: '/configuracoes/plano' })}>
                {t('subscriptions:cancel.keep')}
              </Button>
            </div>
            <FormOutcome outcome={outcome} />
          </>
        ) : (
          <>
            <p>{t('subscriptions:cancel.notCancellable')}</p>
            <Link to="/configuracoes/plano">{t('subscriptions:subscribe.backToPlan')}</Link>
          </>
        )}
      </section>
    </Page>
  );
}
