import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLinkedTransaction } from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import type { LinkedTransaction } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { invalidateLinkedQueries } from '@/api/invalidation';
import { currentMonth, type IsoMonth } from '@/lib/dates';
import { NAME_MAX_LENGTH } from '@/lib/validation';
import { Button } from '@/ui/button';
import { FormElement, FormMoneyField, FormTextField } from '@/ui/form';
import { Modal } from '@/ui/modal';
import { closeUnlessSaving } from '../shared/close-unless-saving';
import { dayDigits } from '../shared/day-digits';
import { failureOutcome } from '../shared/failure';
import styles from '../shared/modals.module.css';
import { type Outcome, ResultView } from '../shared/result-view';
import { keptDay, LinkedSchema, type LinkedValues, linkedValuesOf, toLinkedPatch } from './linked-values';

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
      setOutcome(failureOutcome(failure, failureMessage(failure, t('money-modals:linked.failure')), t));
    }
    await invalidateLinkedQueries(queryClient);
  }

  const form = useForm({
    defaultValues: defaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: LinkedSchema },
    onSubmit: ({ value }) => save(value),
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <Modal
      open
      onClose={closeUnlessSaving(submitting, onClose)}
      title={t('money-modals:linked.title')}
      width={420}
    >
      {outcome ? (
        <ResultView outcome={outcome} onRetry={() => setOutcome(null)}>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </ResultView>
      ) : (
        <FormElement form={form} className={styles.form}>
          <form.Field name="name">
            {(field) => (
              <FormTextField
                field={field}
                label={t('money-modals:linked.name')}
                maxLength={NAME_MAX_LENGTH}
              />
            )}
          </form.Field>
          <form.Field name="cents">
            {(field) => <FormMoneyField field={field} label={t('money-modals:linked.value')} />}
          </form.Field>
          <form.Field name="day">
            {(field) => (
              <FormTextField
                field={field}
                label={t('money-modals:linked.day')}
                inputMode="numeric"
                format={dayDigits}
                onBlur={() => field.handleChange(String(keptDay(field.state.value, linked, month)))}
              />
            )}
          </form.Field>
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {t('money-modals:linked.submit')}
            </Button>
          </div>
        </FormElement>
      )}
    </Modal>
  );
}
