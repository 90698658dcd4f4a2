import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLinkedTransaction } from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import type { LinkedTransaction } from '@/api/gen/model';
import { invalidateLinkedQueries } from '@/api/invalidation';
import { currentMonth, type IsoMonth } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { MoneyField, TextField } from '@/ui/text-field';
import { failureMessage } from '../shared/failure';
import { fieldError } from '../shared/field-error';
import styles from '../shared/modals.module.css';
import { type Outcome, ResultView } from '../shared/result-view';
import { cappedDay, LinkedSchema, type LinkedValues, linkedValuesOf, toLinkedPatch } from './linked-values';

export interface LinkedModalProps {
  onClose: () => void;
  linked: LinkedTransaction;
  /** The calendar month the item is edited in: the day is capped to its length. */
  month?: IsoMonth;
}

/** Value nonzero, name required, day capped to the month (spec 2 section 5). */
export function LinkedTransactionModal({ onClose, linked, month = currentMonth() }: LinkedModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [defaults] = useState(() => linkedValuesOf(linked));

  async function save(values: LinkedValues) {
    try {
      await updateLinkedTransaction(linked._id, toLinkedPatch(values, linked, month));
      setOutcome({ tone: 'success', message: t('money-modals:linked.success') });
    } catch (failure) {
      setOutcome({ tone: 'failure', message: failureMessage(failure, t('money-modals:linked.failure')) });
    }
    await invalidateLinkedQueries(queryClient);
  }

  const form = useForm({
    defaultValues: defaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: LinkedSchema },
    onSubmit: ({ value }) => save(value),
  });

  return (
    <Modal open onClose={onClose} title={t('money-modals:linked.title')} width={420}>
      {outcome ? (
        <ResultView outcome={outcome}>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </ResultView>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="name">
            {(field) => (
              <TextField
                label={t('money-modals:linked.name')}
                value={field.state.value}
                error={fieldError(field.state.meta.errors, t)}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
          <form.Field name="cents">
            {(field) => (
              <MoneyField
                label={t('money-modals:linked.value')}
                value={field.state.value}
                error={fieldError(field.state.meta.errors, t)}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
          <form.Field name="day">
            {(field) => (
              <TextField
                label={t('money-modals:linked.day')}
                inputMode="numeric"
                value={field.state.value}
                onChange={(text) => field.handleChange(text.replace(/\D/g, '').slice(0, 2))}
                onBlur={() => {
                  field.handleChange(String(cappedDay(field.state.value, month)));
                  field.handleBlur();
                }}
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <div className={styles.actions}>
                <Button type="submit" busy={submitting}>
                  {t('money-modals:linked.submit')}
                </Button>
              </div>
            )}
          </form.Subscribe>
        </form>
      )}
    </Modal>
  );
}
