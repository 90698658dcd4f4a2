import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBalancesChart } from '@/api/gen/endpoints/balances/balances';
import { createTransaction } from '@/api/gen/endpoints/transactions/transactions';
import type { BankingOperationType } from '@/api/gen/model';
import { chartDateRange, currentMonth, todayIso } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Select } from '@/ui/select';
import { MoneyField, TextField } from '@/ui/text-field';
import { failureMessage } from '../shared/failure';
import styles from '../shared/modals.module.css';
import { invalidateMoneyQueries } from '../shared/money-cache';
import { type Outcome, ResultView } from '../shared/result-view';
import { usePayments } from '../shared/use-payments';
import {
  type BankOperationErrors,
  type BankOperationValues,
  endsFor,
  toBankOperationPayload,
  validateBankOperation,
} from './bank-operation-values';

const KINDS: BankingOperationType[] = ['deposit', 'withdraw', 'transfer'];

/** The source's balance today: the last of the six closing balances of its chart. */
function useSourceBalance(paymentId: string): number | undefined {
  const { startDate, endDate } = chartDateRange(currentMonth());
  const chart = useGetBalancesChart(
    { inicio: startDate, fim: endDate, paymentId },
    {
      query: {
        enabled: paymentId !== '',
        select: (response) => (response.status === 200 ? response.data.data : []),
      },
    },
  );
  const last = chart.data?.at(-1);
  return last === undefined ? undefined : fromApiAmount(last);
}

export function BankOperationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const payments = usePayments() ?? [];
  const cash = payments.find((payment) => payment.type === 'money');
  const wallets = payments.filter((payment) => payment.type !== 'credit');
  const [form, setForm] = useState<BankOperationValues>({
    kind: 'transfer',
    source: '',
    destination: '',
    cents: null,
    date: todayIso(),
  });
  const values = endsFor(form.kind, cash, form);
  const [errors, setErrors] = useState<BankOperationErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const balance = useSourceBalance(values.source);
  const error = (key: keyof BankOperationValues) => (errors[key] ? t(errors[key]) : undefined);
  const options = wallets.map((payment) => ({ value: payment._id, label: payment.name }));

  async function submit() {
    const found = validateBankOperation(values, todayIso(), balance);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await createTransaction(
        toBankOperationPayload(values, t(`money-modals:bankOperation.kinds.${values.kind}`)),
      );
      setOutcome({ tone: 'success', message: t('money-modals:bankOperation.success') });
    } catch (failure) {
      setOutcome({
        tone: 'failure',
        message: failureMessage(failure, t('money-modals:bankOperation.failure')),
      });
    }
    setBusy(false);
    await invalidateMoneyQueries(queryClient);
  }

  return (
    <Modal open onClose={onClose} title={t('money-modals:bankOperation.title')} width={480}>
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
            void submit();
          }}
        >
          <Select
            label={t('money-modals:bankOperation.kind')}
            value={form.kind}
            placeholder={null}
            options={KINDS.map((kind) => ({
              value: kind,
              label: t(`money-modals:bankOperation.kinds.${kind}`),
            }))}
            onChange={(kind) => setForm({ ...form, kind: kind as BankingOperationType })}
          />
          <Select
            label={t('money-modals:bankOperation.source')}
            value={values.source}
            disabled={form.kind === 'deposit'}
            error={error('source')}
            options={options}
            onChange={(source) => setForm({ ...form, source })}
          />
          <Select
            label={t('money-modals:bankOperation.destination')}
            value={values.destination}
            disabled={form.kind === 'withdraw'}
            error={error('destination')}
            options={options}
            onChange={(destination) => setForm({ ...form, destination })}
          />
          <div className={styles.row}>
            <MoneyField
              label={t('money-modals:bankOperation.value')}
              value={form.cents}
              error={error('cents')}
              onChange={(cents) => setForm({ ...form, cents })}
            />
            <TextField
              label={t('money-modals:bankOperation.date')}
              type="date"
              max={todayIso()}
              value={form.date}
              error={error('date')}
              onChange={(date) => setForm({ ...form, date })}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('money-modals:bankOperation.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
