import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUser } from '@/api/gen/endpoints/users/users';
import { failureMessage } from '@/api/http';
import { setCurrency, useCurrentUser } from '@/app/session';
import { CURRENCIES } from '@/lib/money';
import { Button } from '@/ui/button';
import { FormCheckbox, FormElement, FormOutcome, FormSelect, FormTextField, type Outcome } from '@/ui/form';
import { Skeleton } from '@/ui/skeleton';
import { invalidateUser } from '../invalidate';
import styles from '../settings.module.css';
import {
  type PreferencesValues,
  preferencesOf,
  preferencesSchema,
  preferencesUpdateOf,
} from './preferences-schema';

function PreferencesForm({
  initial,
  userId,
  email,
}: {
  initial: PreferencesValues;
  userId: string;
  email: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({
    defaultValues: initial,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: preferencesSchema },
    onSubmit: async ({ value }) => {
      setOutcome(null);
      try {
        const response = await updateUser(userId, preferencesUpdateOf(value));
        if (response.status !== 200) throw new Error(`PATCH answered ${response.status}`);
        setCurrency(response.data.data.currency);
        await invalidateUser(queryClient);
        setOutcome({ tone: 'success', message: t('settings:saved') });
      } catch (error) {
        setOutcome({ tone: 'failure', message: failureMessage(error, t('settings:preferences.saveFailed')) });
      }
    },
  });
  const currencies = CURRENCIES.map((currency) => ({
    value: currency,
    label: t(`common:currency.${currency}`),
  }));

  return (
    <FormElement form={form} className={styles.section}>
      <form.Field name="notifications">
        {(field) => <FormCheckbox field={field} label={t('settings:preferences.notifications')} />}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.notifications}>
        {(notifications) => (
          <form.Field name="notificationTime">
            {(field) => (
              <FormTextField
                field={field}
                type="time"
                label={t('settings:preferences.time')}
                disabled={!notifications}
                hint={
                  notifications
                    ? t('settings:preferences.channel', { email })
                    : t('settings:preferences.channelOff')
                }
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <form.Field name="sumBalance">
        {(field) => <FormCheckbox field={field} label={t('settings:preferences.sumBalance')} />}
      </form.Field>
      <form.Field name="currency">
        {(field) => (
          <FormSelect
            field={field}
            label={t('settings:preferences.currency')}
            options={currencies}
            placeholder={null}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {t('settings:preferences.save')}
            </Button>
          </div>
        )}
      </form.Subscribe>
      <FormOutcome outcome={outcome} />
    </FormElement>
  );
}

/** /configuracoes/preferencias: notifications, their time, sum balance and currency. */
export function PreferencesScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <section className={styles.column} aria-labelledby="settings-preferences-title">
      <h2 id="settings-preferences-title" className={styles.sectionTitle}>
        {t('settings:preferences.title')}
      </h2>
      {user ? (
        <PreferencesForm key={user._id} initial={preferencesOf(user)} userId={user._id} email={user.email} />
      ) : (
        <Skeleton variant="rect" height={200} />
      )}
    </section>
  );
}
