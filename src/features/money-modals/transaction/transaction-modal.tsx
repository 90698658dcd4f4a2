import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment, Transaction, TransactionType } from '@/api/gen/model';
import { useIdempotencyKey } from '@/api/idempotency';
import { categoriesQuery } from '@/api/queries';
import { Button } from '@/ui/button';
import { FormElement } from '@/ui/form';
import { Modal } from '@/ui/modal';
import { closeUnlessSaving } from '../shared/close-unless-saving';
import styles from '../shared/modals.module.css';
import { type Outcome, ResultView } from '../shared/result-view';
import { usePayments } from '../shared/use-payments';
import { TransactionFields } from './transaction-fields';
import { type ApplyQuestion, applyQuestion, emptyValues, lockOf, valuesOf } from './transaction-form-values';
import { useSaveTransaction } from './use-save-transaction';
import { useTransactionForm } from './use-transaction-form';
import { useDropVanishedChoices } from './vanished-choices';

const NO_PAYMENTS: Payment[] = [];

export interface TransactionModalProps {
  onClose: () => void;
  /** Edit mode: the row being edited (its type cannot change). */
  transaction?: Transaction;
  /** New mode: the type to start with. */
  type?: TransactionType;
}

type Stage =
  | { kind: 'form' }
  | { kind: 'applyAll'; question: ApplyQuestion }
  | { kind: 'result'; outcome: Outcome };

/**
 * New or edit; after saving, a success with 'Cadastrar mais' and 'Fechar', or an error with
 * 'Tentar novamente' (back to the form as typed) and 'Fechar' (decision 027).
 */
export function TransactionModal({ onClose, transaction, type }: TransactionModalProps) {
  const { t } = useTranslation();
  const ownPayments = usePayments();
  const payments = ownPayments ?? NO_PAYMENTS;
  const categories = useQuery(categoriesQuery()).data;
  const [original, setOriginal] = useState(transaction);
  const [defaults, setDefaults] = useState(() => (transaction ? valuesOf(transaction) : emptyValues(type)));
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const questionId = useId();
  const [busy, setBusy] = useState(false);
  const save = useSaveTransaction();
  const submission = useIdempotencyKey();
  const paymentTypeOf = (id: string) => payments.find((payment) => payment._id === id)?.type;
  const form = useTransactionForm({
    defaultValues: defaults,
    payments,
    onValid: (values) => {
      const question = original && applyQuestion(values, original, paymentTypeOf(values.payment));
      if (question) setStage({ kind: 'applyAll', question });
      else void finish(false);
    },
  });

  useDropVanishedChoices(form, { payment: ownPayments, category: categories });

  async function finish(applyForAll: boolean) {
    const values = form.state.values;
    const paymentType = paymentTypeOf(values.payment);
    setBusy(true);
    const outcome = await save(values, paymentType, original, applyForAll, submission.key);
    // A failed submission keeps its key: sending it again cannot book twice.
    if (outcome.tone === 'success') submission.renew();
    setBusy(false);
    setStage({ kind: 'result', outcome });
  }

  function more() {
    const next = emptyValues(form.state.values.transactionType);
    setOriginal(undefined);
    setDefaults(next);
    form.reset(next);
    setStage({ kind: 'form' });
  }

  const title = t(original ? 'money-modals:transaction.editTitle' : 'money-modals:transaction.newTitle');
  return (
    <Modal open onClose={closeUnlessSaving(busy, onClose)} title={title} width={520}>
      {stage.kind === 'result' ? (
        <ResultView outcome={stage.outcome} onRetry={() => setStage({ kind: 'form' })}>
          {stage.outcome.tone === 'success' ? (
            <Button variant="secondary" onClick={more}>
              {t('money-modals:transaction.more')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('money-modals:transaction.close')}</Button>
        </ResultView>
      ) : stage.kind === 'applyAll' ? (
        <div className={styles.result}>
          <p id={questionId} className={styles.resultText}>
            {t(
              stage.question === 'series'
                ? 'money-modals:transaction.applySeries'
                : 'money-modals:transaction.applyAll',
            )}
          </p>
          {/* The question is read with the answer the focus lands on (audit G4). */}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              answer
              busy={busy}
              aria-describedby={questionId}
              onClick={() => void finish(false)}
            >
              {t('money-modals:transaction.no')}
            </Button>
            <Button answer busy={busy} aria-describedby={questionId} onClick={() => void finish(true)}>
              {t('money-modals:transaction.yes')}
            </Button>
          </div>
        </div>
      ) : (
        <FormElement form={form} className={styles.form}>
          <TransactionFields
            form={form}
            categories={categories ?? []}
            payments={payments}
            editing={Boolean(original)}
            lock={lockOf(original)}
            inCalendar={Boolean(original?.inCalendar)}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('money-modals:transaction.submit')}
            </Button>
          </div>
        </FormElement>
      )}
    </Modal>
  );
}
