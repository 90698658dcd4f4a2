import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLinkedTransaction } from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import type { LinkedTransaction } from '@/api/gen/model';
import { currentMonth, type IsoMonth, lastDayOfMonth } from '@/lib/dates';
import { fromApiAmount, toApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { MoneyField, TextField } from '@/ui/text-field';
import { failureMessage } from '../shared/failure';
import styles from '../shared/modals.module.css';
import { type Outcome, ResultView } from '../shared/result-view';

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
  const [name, setName] = useState(linked.transaction.name ?? linked.originalName ?? '');
  const [cents, setCents] = useState<number | null>(Math.abs(fromApiAmount(linked.value)));
  const [day, setDay] = useState(String(linked.day));
  const [errors, setErrors] = useState<{ name?: string; value?: string }>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const cappedDay = Math.min(Math.max(Number(day) || 1, 1), lastDayOfMonth(month));

  async function submit() {
    const found = {
      ...(name.trim() ? {} : { name: t('money-modals:validation.required') }),
      ...(cents ? {} : { value: t('money-modals:validation.value') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const sign = linked.value < 0 ? -1 : 1;
      await updateLinkedTransaction(linked._id, {
        transaction: { ...linked.transaction, name: name.trim() },
        value: toApiAmount(sign * (cents ?? 0)),
        day: cappedDay,
      });
      setOutcome({ tone: 'success', message: t('money-modals:linked.success') });
    } catch (failure) {
      setOutcome({ tone: 'failure', message: failureMessage(failure, t('money-modals:linked.failure')) });
    }
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: ['/linkedtransactions'] });
  }

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
            void submit();
          }}
        >
          <TextField
            label={t('money-modals:linked.name')}
            value={name}
            error={errors.name}
            onChange={setName}
          />
          <MoneyField
            label={t('money-modals:linked.value')}
            value={cents}
            error={errors.value}
            onChange={setCents}
          />
          <TextField
            label={t('money-modals:linked.day')}
            inputMode="numeric"
            value={day}
            onChange={(text) => setDay(text.replace(/\D/g, '').slice(0, 2))}
            onBlur={() => setDay(String(cappedDay))}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('money-modals:linked.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
