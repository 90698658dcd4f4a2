import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@/lib/money';
import { Button } from '@/ui/button';
import { FormElement, FormPasswordField, FormSelect, FormTextField } from '@/ui/form';
import { TextField } from '@/ui/text-field';
import styles from '../settings.module.css';
import { AvatarPicker } from './avatar-picker';
import { BIRTHDATE_MIN, GENDERS, type ProfileValues, profileSchema, TEXT_MAX_LENGTH } from './profile-schema';

interface ProfileFormProps {
  email: string;
  initial: ProfileValues;
  today: string;
  onSubmit: (values: ProfileValues) => Promise<boolean>;
  /** A submit the form's own rules refused: what an earlier save said no longer holds (audit H1). */
  onRefused: () => void;
  /**
   * The password fields, for the account's owner only: a planner signed in for a client cannot
   * change it, the server refuses (audit F2).
   */
  ownAccount: boolean;
}

export function ProfileForm({ email, initial, today, onSubmit, onRefused, ownAccount }: ProfileFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    defaultValues: initial,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: profileSchema(today) },
    onSubmitInvalid: onRefused,
    onSubmit: async ({ value, formApi }) => {
      // Passwords are never kept in the form once saved.
      if (await onSubmit(value)) {
        formApi.setFieldValue('password', '');
        formApi.setFieldValue('currentPassword', '');
      }
    },
  });
  const genders = GENDERS.map((gender) => ({
    value: gender,
    label: t(`settings:profile.genders.${gender}`),
  }));
  const currencies = CURRENCIES.map((currency) => ({
    value: currency,
    label: t(`common:currency.${currency}`),
  }));

  return (
    <FormElement form={form} className={styles.column}>
      <form.Field name="image">
        {(field) => <AvatarPicker value={field.state.value} onChange={field.handleChange} />}
      </form.Field>
      <div className={styles.grid}>
        <form.Field name="name">
          {(field) => (
            <FormTextField
              field={field}
              label={t('settings:profile.name')}
              autoComplete="name"
              maxLength={TEXT_MAX_LENGTH}
            />
          )}
        </form.Field>
        <TextField label={t('settings:profile.email')} value={email} onChange={() => undefined} readOnly />
        <form.Field name="cpf">
          {(field) => <FormTextField field={field} label={t('settings:profile.cpf')} mask="cpf" />}
        </form.Field>
        <form.Field name="birthdate">
          {(field) => (
            <FormTextField
              field={field}
              label={t('settings:profile.birthdate')}
              type="date"
              min={BIRTHDATE_MIN}
              max={today}
            />
          )}
        </form.Field>
        <form.Field name="gender">
          {(field) => <FormSelect field={field} label={t('settings:profile.gender')} options={genders} />}
        </form.Field>
        <form.Field name="phoneNumber">
          {(field) => <FormTextField field={field} label={t('settings:profile.phone')} mask="phone" />}
        </form.Field>
        <form.Field name="city">
          {(field) => (
            <FormTextField
              field={field}
              label={t('settings:profile.city')}
              autoComplete="address-level2"
              maxLength={TEXT_MAX_LENGTH}
            />
          )}
        </form.Field>
        <form.Field name="currency">
          {(field) => (
            <FormSelect
              field={field}
              label={t('settings:profile.currency')}
              options={currencies}
              placeholder={null}
            />
          )}
        </form.Field>
        {ownAccount ? (
          <>
            <form.Field name="password">
              {(field) => (
                <FormPasswordField
                  field={field}
                  label={t('settings:profile.password')}
                  hint={t('settings:profile.passwordHint')}
                  autoComplete="new-password"
                />
              )}
            </form.Field>
            <form.Field name="currentPassword">
              {(field) => (
                <FormPasswordField
                  field={field}
                  label={t('settings:profile.currentPassword')}
                  hint={t('settings:profile.currentPasswordHint')}
                  autoComplete="current-password"
                />
              )}
            </form.Field>
          </>
        ) : null}
      </div>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {t('settings:profile.save')}
            </Button>
          </div>
        )}
      </form.Subscribe>
    </FormElement>
  );
}
