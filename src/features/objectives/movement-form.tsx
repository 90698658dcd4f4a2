import { useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { Objective } from '@/api/gen/model';
import { formatDateBr, todayIso } from '@/lib/dates';
import { type Currency, formatMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { FormMoneyField } from '@/ui/form';
import { TextField } from '@/ui/text-field';
import { figuresOf } from './objective-logic';
import { issueOf, movementSchema } from './objective-values';
import styles from './objectives.module.css';

export type Direction = 'deposit' | 'redeem';

/** What a failed movement sent: the retry shows it again and sends the same body with the same key. */
export interface MovementDraft {
  cents: number;
  date: string;
}

export interface MovementFormProps {
  objective: Objective;
  direction: Direction;
  currency: Currency;
  /** Back from a failed save: the value typed and the date it was sent with. */
  draft?: MovementDraft;
  /** Centavos, positive; the modal sends a redemption negative. */
  onSubmit: (cents: number, date: string) => void;
}

/** Step 8: the deposit (or redemption) speech, the value, and today's date, read-only. */
export function MovementForm({ objective, direction, currency, draft, onSubmit }: MovementFormProps) {
  const { t } = useTranslation();
  const figures = figuresOf(objective);
  const limit = direction === 'deposit' ? figures.missingCents : figures.paidCents;
  // A retry keeps the first attempt's date, so a deposit stored before midnight replays, not books twice.
  const today = draft?.date ?? todayIso();
  const form = useForm({
    defaultValues: { cents: draft?.cents ?? null },
    onSubmit: ({ value }) => onSubmit(value.cents ?? 0, today),
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
