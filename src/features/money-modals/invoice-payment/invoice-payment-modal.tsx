import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createInvoice } from '@/api/gen/endpoints/invoices/invoices';
import type { Invoice, Payment } from '@/api/gen/model';
import { useCurrentUser, useSession } from '@/app/session';
import { todayIso } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { MoneyText } from '@/ui/money-text';
import { Select } from '@/ui/select';
import { MoneyField, TextField } from '@/ui/text-field';
import { failureMessage } from '../shared/failure';
import styles from '../shared/modals.module.css';
import { invalidateMoneyQueries } from '../shared/money-cache';
import { type Outcome, ResultView } from '../shared/result-view';
import { usePayments } from '../shared/use-payments';
import { amountDue, payingAccounts, paymentDifference, toInvoicePayment } from './invoice-payment-values';

export interface InvoicePaymentModalProps {
  card: Payment;
  invoice: Invoice;
  onClose: () => void;
}

type Stage = 'form' | 'confirm' | 'result';

/** Form, then the over/under confirmation when the amount is not the total, then the result. */
export function InvoicePaymentModal({ card, invoice, onClose }: InvoicePaymentModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currency } = useSession();
  const userId = useCurrentUser()?._id ?? '';
  const accounts = payingAccounts(usePayments() ?? []);
  const due = amountDue(invoice);
  const [amount, setAmount] = useState<number | null>(due);
  const [account, setAccount] = useState('');
  const [date, setDate] = useState(todayIso());
  const [stage, setStage] = useState<Stage>('form');
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    if (invoice.user && userId && invoice.user !== userId)
      return { tone: 'failure', message: t('money-modals:invoice.notOwner') };
    return due <= 0 ? { tone: 'success', message: t('money-modals:invoice.alreadyPaid') } : null;
  });
  const [busy, setBusy] = useState(false);
  const difference = paymentDifference(amount ?? 0, due);
  const valid = Boolean(amount && amount > 0 && account && date);

  async function pay() {
    setBusy(true);
    try {
      const body = toInvoicePayment({
        invoice,
        name: t('money-modals:invoice.paymentName', { name: card.name }),
        account,
        date,
        amountCents: amount ?? 0,
        userId,
      });
      await createInvoice(body);
      setOutcome({ tone: 'success', message: t('money-modals:invoice.success') });
    } catch (failure) {
      setOutcome({ tone: 'failure', message: failureMessage(failure, t('money-modals:invoice.failure')) });
    }
    setBusy(false);
    setStage('result');
    await invalidateMoneyQueries(queryClient);
  }

  const close = <Button onClick={onClose}>{t('money-modals:invoice.close')}</Button>;
  return (
    <Modal open onClose={onClose} title={t('money-modals:invoice.title')} width={460}>
      {outcome ? (
        <ResultView outcome={outcome}>{close}</ResultView>
      ) : stage === 'confirm' && difference ? (
        <div className={styles.result}>
          <p className={styles.resultText}>{t(`money-modals:invoice.${difference}`)}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setStage('form')}>
              {t('money-modals:invoice.back')}
            </Button>
            <Button busy={busy} onClick={() => void pay()}>
              {t('money-modals:invoice.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) return;
            if (difference) setStage('confirm');
            else void pay();
          }}
        >
          <p className={styles.total}>
            <span>{t('money-modals:invoice.total')}</span>
            <MoneyText cents={due} currency={currency} tone="plain" />
          </p>
          <MoneyField
            label={t('money-modals:invoice.value')}
            value={amount}
            onChange={setAmount}
            currency={currency}
          />
          <Select
            label={t('money-modals:invoice.account')}
            value={account}
            options={
              accounts.slice(0, 2).length
                ? accounts.map((entry) => ({ value: entry._id, label: entry.name }))
                : []
            }
            onChange={setAccount}
          />
          <TextField label={t('money-modals:invoice.date')} type="date" value={date} onChange={setDate} />
          <div className={styles.actions}>
            <Button type="submit" busy={busy} disabled={!valid}>
              {t('money-modals:invoice.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
