import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { createInvoice } from '@/api/gen/endpoints/invoices/invoices';
import type { Invoice, Payment } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { idempotent, useIdempotencyKey } from '@/api/idempotency';
import { invalidateMoneyQueries } from '@/api/invalidation';
import { useCurrentUser, useSession } from '@/app/session';
import { todayIso } from '@/lib/dates';
import { Button } from '@/ui/button';
import { FormElement, FormMoneyField, FormSelect } from '@/ui/form';
import { Modal } from '@/ui/modal';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import { BusinessDateField } from '../shared/business-date-field';
import { closeUnlessSaving } from '../shared/close-unless-saving';
import { failureOutcome } from '../shared/failure';
import styles from '../shared/modals.module.css';
import { type Outcome, ResultView } from '../shared/result-view';
import { usePayments } from '../shared/use-payments';
import {
  amountDue,
  InvoicePaymentSchema,
  type InvoicePaymentValues,
  invoicePaymentName,
  isInvoicePaid,
  payingAccounts,
  paymentDifference,
  toInvoicePayment,
} from './invoice-payment-values';

export interface InvoicePaymentModalProps {
  card: Payment;
  invoice: Invoice;
  onClose: () => void;
}

/** Before the form: only the owner pays (once the user is known), and a paid invoice is done. */
function useRefusal(invoice: Invoice): Outcome | 'waiting' | null {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (invoice.user && !user) return 'waiting';
  if (invoice.user && user && invoice.user !== user._id) {
    return { tone: 'failure', message: t('money-modals:invoice.notOwner') };
  }
  return isInvoicePaid(invoice) ? { tone: 'success', message: t('money-modals:invoice.alreadyPaid') } : null;
}

/** Form, then the over/under confirmation when the amount is not the total, then the result. */
export function InvoicePaymentModal({ card, invoice, onClose }: InvoicePaymentModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currency } = useSession();
  const userId = useCurrentUser()?._id ?? '';
  const accounts = payingAccounts(usePayments() ?? []);
  const due = amountDue(invoice);
  const refusal = useRefusal(invoice);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const { key } = useIdempotencyKey();
  const [defaults] = useState<InvoicePaymentValues>(() => ({
    amountCents: due,
    account: '',
    date: todayIso(),
  }));

  async function pay(values: InvoicePaymentValues) {
    setBusy(true);
    try {
      const name = invoicePaymentName(
        (cardName) => t('money-modals:invoice.paymentName', { name: cardName }),
        card.name,
      );
      await createInvoice(
        toInvoicePayment({ invoice, name, ...values, amountCents: values.amountCents ?? 0, userId }),
        idempotent(key),
      );
      setOutcome({ tone: 'success', message: t('money-modals:invoice.success') });
    } catch (failure) {
      setOutcome(failureOutcome(failure, failureMessage(failure, t('money-modals:invoice.failure')), t));
    }
    setBusy(false);
    await invalidateMoneyQueries(queryClient);
  }

  const form = useForm({
    defaultValues: defaults,
    validators: { onSubmit: InvoicePaymentSchema },
    onSubmit: ({ value }) => {
      if (paymentDifference(value.amountCents ?? 0, due)) setConfirming(true);
      else return pay(value);
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const difference = paymentDifference(values.amountCents ?? 0, due);

  const close = <Button onClick={onClose}>{t('money-modals:invoice.close')}</Button>;
  const shown = outcome ?? refusal;
  // Back to the form, not to the over/under question: 'Pagar' asks it again for what is then typed.
  const retry = () => {
    setConfirming(false);
    setOutcome(null);
  };
  return (
    <Modal
      open
      onClose={closeUnlessSaving(busy, onClose)}
      title={t('money-modals:invoice.title')}
      width={460}
    >
      {shown === 'waiting' ? (
        <Skeleton count={3} />
      ) : shown ? (
        // A refusal (another's invoice, one already paid) has nothing to send again.
        <ResultView outcome={shown} onRetry={outcome ? retry : undefined}>
          {close}
        </ResultView>
      ) : confirming && difference ? (
        <div className={styles.result}>
          <p className={styles.resultText}>{t(`money-modals:invoice.${difference}`)}</p>
          <div className={styles.actions}>
            <Button variant="secondary" answer onClick={() => setConfirming(false)}>
              {t('money-modals:invoice.back')}
            </Button>
            <Button answer busy={busy} onClick={() => void pay(values)}>
              {t('money-modals:invoice.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <FormElement form={form} className={styles.form}>
          <p className={styles.total}>
            <span>{t('money-modals:invoice.total')}</span>
            <MoneyText cents={due} currency={currency} tone="plain" />
          </p>
          <form.Field name="amountCents">
            {(field) => (
              <FormMoneyField field={field} label={t('money-modals:invoice.value')} currency={currency} />
            )}
          </form.Field>
          <form.Field name="account">
            {(field) => (
              <FormSelect
                field={field}
                label={t('money-modals:invoice.account')}
                options={accounts.map((entry) => ({ value: entry._id, label: entry.name }))}
              />
            )}
          </form.Field>
          <form.Field name="date">
            {(field) => <BusinessDateField field={field} label={t('money-modals:invoice.date')} />}
          </form.Field>
          <div className={styles.actions}>
            <Button type="submit" busy={busy} disabled={!v.is(InvoicePaymentSchema, values)}>
              {t('money-modals:invoice.submit')}
            </Button>
          </div>
        </FormElement>
      )}
    </Modal>
  );
}
