import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUser } from '@/api/gen/endpoints/users/users';
import { ApiError } from '@/api/http';
import { setCurrency, useActsForAnother, useCurrentUser } from '@/app/session';
import { todayIso } from '@/lib/dates';
import { FormOutcome, type Outcome } from '@/ui/form';
import { Skeleton } from '@/ui/skeleton';
import { invalidateUser } from '../invalidate';
import styles from '../settings.module.css';
import { AccountActions } from './account-actions';
import { PlannerAccess } from './planner-access';
import { ProfileForm } from './profile-form';
import { type ProfileValues, profileUpdateOf, profileValuesOf } from './profile-schema';

/** /configuracoes/perfil: the profile, the currency, and the account's export, reset and deletion. */
export function ProfileScreen({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const actsForAnother = useActsForAnother();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function save(values: ProfileValues): Promise<boolean> {
    if (!user) return false;
    setOutcome(null);
    try {
      const response = await updateUser(user._id, profileUpdateOf(values));
      if (response.status !== 200) throw new Error(`PATCH answered ${response.status}`);
      setCurrency(response.data.data.currency);
      await invalidateUser(queryClient);
      setOutcome({ tone: 'success', message: t('settings:saved') });
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : t('settings:profile.saveFailed');
      setOutcome({ tone: 'failure', message });
      return false;
    }
  }

  return (
    <section className={styles.column} aria-labelledby="settings-profile-title">
      <h2 id="settings-profile-title" className={styles.sectionTitle}>
        {t('settings:profile.title')}
      </h2>
      {user ? (
        <div className={styles.section}>
          <ProfileForm
            key={user._id}
            email={user.email}
            initial={profileValuesOf(user)}
            today={todayIso(now)}
            onSubmit={save}
            onRefused={() => setOutcome(null)}
            ownAccount={!actsForAnother}
          />
          <FormOutcome outcome={outcome} />
        </div>
      ) : (
        <Skeleton variant="rect" count={2} height={120} />
      )}
      {user && !actsForAnother ? <PlannerAccess userId={user._id} /> : null}
      {user ? (
        <AccountActions
          userId={user._id}
          ownAccount={!actsForAnother}
          renewingPlan={Boolean(user.subscription?.subscribed && !user.subscription.suspended)}
        />
      ) : null}
    </section>
  );
}
