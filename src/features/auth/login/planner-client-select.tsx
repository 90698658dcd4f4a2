import { useTranslation } from 'react-i18next';
import type { Client } from '@/api/gen/model';
import { Button } from '@/ui/button';
import { useFocusOnMount } from '@/ui/focus';
import { FormElement, FormSelect } from '@/ui/form';
import { clientLabel } from '../clients/clients';
import styles from '../shared/auth.module.css';
import { ClientSelectSchema } from '../shared/schemas';
import { useSchemaForm } from '../shared/use-schema-form';
import own from './planner-client-select.module.css';

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
  const form = useSchemaForm(ClientSelectSchema, { clientId: '' }, (value) => onChoose(value.clientId));
  const options = clients.map((client) => ({ value: client._id, label: clientLabel(client) }));
  const firstField = useFocusOnMount<HTMLDivElement>();

  return (
    <FormElement form={form} className={styles.form}>
      <div ref={firstField} className={own.client}>
        <FormSelect
          field={form.field('clientId')}
          label={t('auth:planner.client')}
          placeholder={t('auth:planner.choose')}
          options={options}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" fullWidth busy={pending}>
          {t('auth:planner.ok')}
        </Button>
        <Button variant="secondary" fullWidth disabled={pending} onClick={() => void onContinueAsPlanner()}>
          {t('auth:planner.ownAccount')}
        </Button>
      </div>
    </FormElement>
  );
}
