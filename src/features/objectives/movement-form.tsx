import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { Objective, Payment } from '@/api/gen/model';
import { formatDateBr, todayIso } from '@/lib/dates';
import { type Currency, formatMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { FormMoneyField, FormSelect } from '@/ui/form';
import { TextField } from '@/ui/text-field';
import { figuresOf } from './objective-logic';
import { fieldSchemas, issueOf, movementSchema } from './objective-values';
import styles from './objectives.module.css';

export type Direction = 'deposit' | 'redeem';

/** What a failed movement sent: the retry shows it again and sends the same body with the same key. */
export interface MovementDraft {
  cents: number;
  date: string;
  /** The account chosen for an objective whose own account was removed. */
  payment?: string;
}

export interface MovementFormProps {
  objective: Objective;
  direction: Direction;
  currency: Currency;
  /** Back from a failed save: the value typed and the date it was sent with. */
  draft?: MovementDraft;
  /** The caller's cash wallet and accounts, offered when the objective lost its own. */
  accounts: readonly Payment[];
  /** Centavos, positive; the modal sends a redemption negative. `payment`: the account chosen here. */
  onSubmit: (cents: number, date: string, payment?: string) => void;
}

/** Step 8: the deposit (or redemption) speech, the value, and today's date, read-only. */
export function MovementForm({
  objective,
  direction,
  currency,
  draft,
  accounts,
  onSubmit,
}: MovementFormProps) {
  const { t } = useTranslation();
  const figures = figuresOf(objective);
  const limit = direction === 'deposit' ? figures.missingCents : figures.paidCents;
  // Its account went with a bank connection (decision 029): money moves only once another is chosen.
  const needsAccount = !objective.payment;
  // A retry keeps the first attempt's date, so a deposit stored before midnight replays, not books twice.
  const today = draft?.date ?? todayIso();
  const form = useForm({
    defaultValues: { cents: draft?.cents ?? null, payment: draft?.payment ?? '' },
    onSubmit: ({ value }) => onSubmit(value.cents ?? 0, today, needsAccount ? value.payment : undefined),
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <p className={styles.speech}>
        {direction === 'deposit'
          ? t('objectives:modal.depositSpeech', {
              name: objective.name,
              missing: formatMoney(limit, currency),
            })
          : t('objectives:modal.redeemSpeech', { name: objective.name, paid: formatMoney(limit, currency) })}
      </p>
      {needsAccount ? (
        <>
          <p role="note" className={styles.speech}>
            {t('objectives:modal.chooseAccount')}
          </p>
          <form.Field
            name="payment"
            validators={{
              onChange: ({ value }) => issueOf(fieldSchemas.payment, value),
              onSubmit: ({ value }) => issueOf(fieldSchemas.payment, value),
            }}
          >
            {(field) => (
              <FormSelect
                field={field}
                label={t('objectives:modal.fields.payment')}
                options={accounts.map((payment) => ({ value: payment._id, label: payment.name }))}
              />
            )}
          </form.Field>
        </>
      ) : null}
      <div className={styles.row}>
        <form.Field
          name="cents"
          validators={{
            onChange: ({ value }) => issueOf(movementSchema(direction, limit), value),
            onSubmit: ({ value }) => issueOf(movementSchema(direction, limit), value),
          }}
        >
          {(field) => (
            <FormMoneyField field={field} label={t('objectives:modal.fields.value')} currency={currency} />
          )}
        </form.Field>
        <TextField
          label={t('objectives:modal.fields.date')}
          value={formatDateBr(today)}
          onChange={() => {}}
          readOnly
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">
          {t(direction === 'deposit' ? 'objectives:modal.depositSubmit' : 'objectives:modal.redeemSubmit')}
        </Button>
      </div>
    </form>
  );
}
