import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { Client } from '@/api/gen/model';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { clientLabel } from '../clients/clients';
import styles from '../shared/auth.module.css';
import { fieldError } from '../shared/field-error';
import { ClientSelectSchema } from '../shared/schemas';

interface PlannerClientSelectProps {
  /** Already sorted by name. */
  clients: readonly Client[];
  onChoose: (clientId: string) => Promise<unknown>;
  onContinueAsPlanner: () => Promise<void>;
  pending: boolean;
}

export function PlannerClientSelect({
  clients,
  onChoose,
  onContinueAsPlanner,
  pending,
}: PlannerClientSelectProps) {
  const { t } = useTranslation();
  const form = useForm({
    defaultValues: { clientId: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ClientSelectSchema },
    onSubmit: ({ value }) => onChoose(value.clientId),
  });
  const options = clients.map((client) => ({ value: client._id, label: clientLabel(client) }));

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="clientId">
        {(field) => (
          <Select
            label={t('auth:planner.client')}
            placeholder={t('auth:planner.choose')}
            options={options}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={fieldError(field.state.meta.errors, t)}
          />
        )}
      </form.Field>
      <div className={styles.actions}>
        <Button type="submit" fullWidth busy={pending}>
          {t('auth:planner.ok')}
        </Button>
        <Button variant="secondary" fullWidth disabled={pending} onClick={() => void onContinueAsPlanner()}>
          {t('auth:planner.ownAccount')}
        </Button>
      </div>
    </form>
  );
}
