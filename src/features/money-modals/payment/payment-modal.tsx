import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPayment, deletePayment, updatePayment } from '@/api/gen/endpoints/payments/payments';
import type { Payment } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { idempotent, useIdempotencyKey } from '@/api/idempotency';
import { invalidateMoneyQueries } from '@/api/invalidation';
import { requestConfirmation } from '@/app/ui-store';
import { Button } from '@/ui/button';
import { FormElement } from '@/ui/form';
import { Modal } from '@/ui/modal';
import { closeUnlessSaving } from '../shared/close-unless-saving';
import { failureOutcome } from '../shared/failure';
import styles from '../shared/modals.module.css';
import { type Outcome, ResultView } from '../shared/result-view';
import { PaymentFields } from './payment-fields';
import {
  canDeletePayment,
  emptyPayment,
  type PaymentValues,
  paymentValuesOf,
  toPaymentPatch,
  toPaymentPayload,
} from './payment-form-values';
import { usePaymentForm } from './use-payment-form';

/** Saved as it was shown: nothing to send (the contract wants at least one field). */
async function edit(payment: Payment, values: PaymentValues) {
  const patch = toPaymentPatch(values, payment);
  if (Object.keys(patch).length > 0) await updatePayment(payment._id, patch);
}

export interface PaymentModalProps {
  onClose: () => void;
  /** Edit mode. */
  payment?: Payment;
}

/** Cash, bank account or credit card: new, edit, and delete with the spec's confirmations. */
export function PaymentModal({ onClose, payment }: PaymentModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [defaults] = useState(() => (payment ? paymentValuesOf(payment) : emptyPayment()));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const creation = useIdempotencyKey();

  async function run(action: () => Promise<unknown>, success: string, fallback: string) {
    setBusy(true);
    try {
      await action();
      setOutcome({ tone: 'success', message: t(success) });
    } catch (failure) {
      setOutcome(failureOutcome(failure, failureMessage(failure, t(fallback)), t));
    }
    setBusy(false);
    await invalidateMoneyQueries(queryClient);
  }

  const form = usePaymentForm(defaults, (values) => {
    void run(
      () =>
        payment ? edit(payment, values) : createPayment(toPaymentPayload(values), idempotent(creation.key)),
      payment ? 'money-modals:payment.edited' : 'money-modals:payment.created',
      'money-modals:payment.saveFailure',
    );
  });

  async function remove(target: Payment) {
    const card = target.type === 'credit';
    const confirmed = await requestConfirmation({
      title: t(card ? 'money-modals:payment.deleteCardTitle' : 'money-modals:payment.deleteWalletTitle'),
      message: t(card ? 'money-modals:payment.deleteCard' : 'money-modals:payment.deleteWallet'),
      confirmLabel: t('common:actions.delete'),
      danger: true,
    });
    if (confirmed) {
      await run(
        () => deletePayment(target._id),
        'money-modals:payment.deleted',
        'money-modals:payment.deleteFailure',
      );
    }
  }

  return (
    <Modal
      open
      onClose={closeUnlessSaving(busy, onClose)}
      title={t(payment ? 'money-modals:payment.editTitle' : 'money-modals:payment.newTitle')}
      width={480}
    >
      {outcome ? (
        <ResultView outcome={outcome} onRetry={() => setOutcome(null)}>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </ResultView>
      ) : (
        <FormElement form={form} className={styles.form}>
          <PaymentFields form={form} editing={Boolean(payment)} imported={Boolean(payment?.externalId)} />
          <div className={styles.actions}>
            {payment && canDeletePayment(payment) ? (
              <Button variant="danger" disabled={busy} onClick={() => void remove(payment)}>
                {t('money-modals:payment.delete')}
              </Button>
            ) : null}
            <Button type="submit" busy={busy}>
              {t('money-modals:payment.submit')}
            </Button>
          </div>
        </FormElement>
      )}
    </Modal>
  );
}
