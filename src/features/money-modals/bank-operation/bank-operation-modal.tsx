import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTransaction } from '@/api/gen/endpoints/transactions/transactions';
import { failureMessage } from '@/api/http';
import { idempotent, useIdempotencyKey } from '@/api/idempotency';
import { invalidateMoneyQueries } from '@/api/invalidation';
import { Button } from '@/ui/button';
import { FormElement } from '@/ui/form';
import { Modal } from '@/ui/modal';
import { closeUnlessSaving } from '../shared/close-unless-saving';
import { failureOutcome } from '../shared/failure';
import styles from '../shared/modals.module.css';
import { type Outcome, ResultView } from '../shared/result-view';
import { usePayments } from '../shared/use-payments';
import { BankOperationFields } from './bank-operation-fields';
import { type BankOperationValues, toBankOperationPayload } from './bank-operation-values';
import { useBankOperationForm } from './use-bank-operation-form';

/** Deposit, withdraw or transfer between the person's own cash and bank accounts. */
export function BankOperationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const payments = usePayments() ?? [];
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const { key } = useIdempotencyKey();

  async function book(values: BankOperationValues) {
    setBusy(true);
    try {
      await createTransaction(
        toBankOperationPayload(values, t(`money-modals:bankOperation.kinds.${values.kind}`)),
        idempotent(key),
      );
      setOutcome({ tone: 'success', message: t('money-modals:bankOperation.success') });
    } catch (failure) {
      setOutcome(
        failureOutcome(failure, failureMessage(failure, t('money-modals:bankOperation.failure')), t),
      );
    }
    setBusy(false);
    await invalidateMoneyQueries(queryClient);
  }

  const form = useBankOperationForm(book);
  return (
    <Modal
      open
      onClose={closeUnlessSaving(busy, onClose)}
      title={t('money-modals:bankOperation.title')}
      width={480}
    >
      {outcome ? (
        <ResultView outcome={outcome} onRetry={() => setOutcome(null)}>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </ResultView>
      ) : (
        <FormElement form={form} className={styles.form}>
          <BankOperationFields form={form} payments={payments} />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('money-modals:bankOperation.submit')}
            </Button>
          </div>
        </FormElement>
      )}
    </Modal>
  );
}
