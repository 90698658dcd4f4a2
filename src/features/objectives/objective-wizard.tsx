import { useForm, useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/gen/model';
import type { Currency } from '@/lib/money';
import { Button } from '@/ui/button';
import { useStepHeading } from '@/ui/focus';
import { FormMoneyField, FormSelect, FormTextField, focusFirstInvalid, useFieldError } from '@/ui/form';
import { CategoryIcon } from './category-icon';
import { OBJECTIVE_CATEGORIES } from './objective-logic';
import { ObjectiveReview } from './objective-review';
import {
  fieldSchemas,
  initialSchema,
  issueOf,
  type ObjectiveValues,
  periodSchema,
  REVIEW_STEP,
  STEP_FIELDS,
} from './objective-values';
import styles from './objectives.module.css';

const STEP_TITLES = ['category', 'name', 'total', 'period', 'initial', 'payment', 'review'] as const;

export interface ObjectiveWizardProps {
  defaults: ObjectiveValues;
  /** Already deposited: an edit may not put initial + paid above the total. */
  paidCents: number;
  /** The caller's cash wallet and accounts. */
  payments: readonly Payment[];
  currency: Currency;
  onSave: (values: ObjectiveValues) => void;
  /** Reports the step shown (0 to 6), for the modal's `data-step`. */
  onStep: (step: number) => void;
  /** Back from a failed save: the values are kept and the review is shown again. */
  startAtReview?: boolean;
}

/** Steps 0 to 6 of spec 3: category, name, total, period, initial value, account, review. */
export function ObjectiveWizard({
  defaults,
  paidCents,
  payments,
  currency,
  onSave,
  onStep,
  startAtReview = false,
}: ObjectiveWizardProps) {
  const { t } = useTranslation();
  const [step, setStepState] = useState(startAtReview ? REVIEW_STEP : 0);
  const form = useForm({ defaultValues: defaults, onSubmit: ({ value }) => onSave(value) });
  const values = useStore(form.store, (state) => state.values);
  const heading = useStepHeading<HTMLHeadingElement>(step);
  const stepId = useId();

  const setStep = (next: number) => {
    setStepState(next);
    onStep(next);
  };

  async function next(element: HTMLFormElement) {
    const fields = STEP_FIELDS[step] ?? [];
    const issues = await Promise.all(fields.map((field) => form.validateField(field, 'change')));
    if (issues.every((list) => list.length === 0)) setStep(step + 1);
    else focusFirstInvalid(element);
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === REVIEW_STEP) void form.handleSubmit();
        else void next(event.currentTarget);
      }}
    >
      <p id={stepId} className={styles.muted}>
        {t('objectives:modal.stepOf', { step: step + 1, total: REVIEW_STEP + 1 })}
      </p>
      <h3 ref={heading} tabIndex={-1} aria-describedby={stepId} className={styles.stepTitle}>
        {t(`objectives:modal.steps.${STEP_TITLES[step] ?? 'review'}`)}
      </h3>
      {step === 0 ? (
        <form.Field
          name="category"
          validators={{ onChange: ({ value }) => issueOf(fieldSchemas.category, value) }}
        >
          {(field) => <CategoryChoice field={field} />}
        </form.Field>
      ) : null}
      {step === 1 ? (
        <form.Field name="name" validators={{ onChange: ({ value }) => issueOf(fieldSchemas.name, value) }}>
          {(field) => (
            <FormTextField field={field} label={t('objectives:modal.fields.name')} maxLength={80} />
          )}
        </form.Field>
      ) : null}
      {step === 2 ? (
        <form.Field
          name="totalCents"
          validators={{ onChange: ({ value }) => issueOf(fieldSchemas.totalCents, value) }}
        >
          {(field) => (
            <FormMoneyField field={field} label={t('objectives:modal.fields.total')} currency={currency} />
          )}
        </form.Field>
      ) : null}
      {step === 3 ? (
        <div className={styles.row}>
          <form.Field
            name="period"
            validators={{
              onChange: ({ value, fieldApi }) =>
                issueOf(periodSchema(fieldApi.form.getFieldValue('unit')), value),
            }}
          >
            {(field) => (
              <FormTextField field={field} label={t('objectives:modal.fields.period')} inputMode="numeric" />
            )}
          </form.Field>
          <form.Field name="unit" listeners={{ onChange: () => void form.validateField('period', 'change') }}>
            {(field) => (
              <FormSelect
                field={field}
                label={t('objectives:modal.fields.unit')}
                placeholder={null}
                options={[
                  { value: 'months' as const, label: t('objectives:modal.units.months') },
                  { value: 'years' as const, label: t('objectives:modal.units.years') },
                ]}
              />
            )}
          </form.Field>
        </div>
      ) : null}
      {step === 4 ? (
        <form.Field
          name="initialCents"
          validators={{
            onChange: ({ value, fieldApi }) =>
              issueOf(initialSchema(fieldApi.form.getFieldValue('totalCents'), paidCents), value),
          }}
        >
          {(field) => (
            <FormMoneyField field={field} label={t('objectives:modal.fields.initial')} currency={currency} />
          )}
        </form.Field>
      ) : null}
      {step === 5 ? (
        <form.Field
          name="payment"
          validators={{ onChange: ({ value }) => issueOf(fieldSchemas.payment, value) }}
        >
          {(field) => (
            <FormSelect
              field={field}
              label={t('objectives:modal.fields.payment')}
              options={payments.map((payment) => ({ value: payment._id, label: payment.name }))}
            />
          )}
        </form.Field>
      ) : null}
      {step === REVIEW_STEP ? (
        <ObjectiveReview values={values} payments={payments} currency={currency} />
      ) : null}
      <div className={styles.actions}>
        {step > 0 ? (
          <Button variant="ghost" onClick={() => setStep(step - 1)}>
            {t('objectives:modal.back')}
          </Button>
        ) : null}
        <Button type="submit">
          {t(step === REVIEW_STEP ? 'objectives:modal.save' : 'objectives:modal.next')}
        </Button>
      </div>
    </form>
  );
}

interface CategoryField {
  state: { value: ObjectiveValues['category']; meta: { errors: readonly unknown[] } };
  handleChange: (value: ObjectiveValues['category']) => void;
  handleBlur: () => void;
}

/** The twelve categories as a radio group of tiles. */
function CategoryChoice({ field }: { field: CategoryField }) {
  const { t } = useTranslation();
  const error = useFieldError(field);
  const errorId = useId();
  return (
    <fieldset className={styles.categories}>
      <legend className="visually-hidden">{t('objectives:modal.steps.category')}</legend>
      {OBJECTIVE_CATEGORIES.map((category) => (
        <label key={category} className={styles.categoryTile} data-checked={field.state.value === category}>
          <input
            type="radio"
            name="objective-category"
            value={category}
            checked={field.state.value === category}
            onChange={() => field.handleChange(category)}
            onBlur={field.handleBlur}
            className="visually-hidden"
            aria-labelledby={`objective-category-${category}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <CategoryIcon category={category} />
          <span id={`objective-category-${category}`}>{t(`objectives:categories.${category}`)}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
