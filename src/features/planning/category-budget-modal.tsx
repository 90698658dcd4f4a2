import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, CategoryBudgetChange } from '@/api/gen/model';
import { ptBrNames } from '@/lib/collation';
import { type IsoMonth, lastDayOfMonth } from '@/lib/dates';
import { moneyInputToCents } from '@/lib/masks';
import { type Currency, currencySymbol, DEFAULT_CURRENCY, formatMoney, formatMoneyNumber } from '@/lib/money';
import { Button } from '@/ui/button';
import { FormSelect, FormTextField, useFieldError } from '@/ui/form';
import { Modal } from '@/ui/modal';
import { MoneyField, TextField } from '@/ui/text-field';
import {
  CategorySchema,
  changeOf,
  clampInstallments,
  type LimitUnit,
  type LimitValues,
  limitSchema,
  type Recurrence,
} from './category-budget-values';
import styles from './planning.module.css';
import { type Group, groupOfCategory } from './planning-logic';

export interface CategoryBudgetModalProps {
  onClose: () => void;
  mode: 'add' | 'edit';
  month: IsoMonth;
  /** Planned revenues of the month, in centavos (pending changes included). */
  revenues: number;
  /** Add: the categories the month does not plan yet (of one card when `group` is set). */
  categories?: readonly Category[];
  /** Edit: the planned line. */
  line?: { lineId?: string | undefined; categoryId: string; name: string; planned: number; group: Group };
  currency?: Currency;
  onSubmit: (change: CategoryBudgetChange) => void;
}

const RECURRENCES: Recurrence[] = ['', 'monthly', 'semiannual', 'annual'];

/**
 * 'EDITAR PLANEJAMENTO DE CATEGORIA' and the two-stage add (choose the category, then limit, day,
 * instalments, repetition). The change goes back to the screen's pending set; nothing is sent here.
 */
export function CategoryBudgetModal({
  onClose,
  mode,
  month,
  revenues,
  categories = [],
  line,
  currency = DEFAULT_CURRENCY,
  onSubmit,
}: CategoryBudgetModalProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState(mode === 'edit' ? 1 : 0);
  const byId = new Map(categories.map((category) => [category._id, category]));
  const groupOf = (categoryId: string): Group => {
    const category = byId.get(categoryId);
    return line?.group ?? (category ? groupOfCategory(category) : 'essential');
  };
  const defaults: LimitValues = {
    categoryId: line?.categoryId ?? '',
    unit: 'currency',
    limit: line?.planned ?? null,
    day: '',
    installments: '',
    recurrence: '',
  };
  const form = useForm({
    defaultValues: defaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: limitSchema(groupOf, revenues) },
    onSubmit: ({ value }) => {
      onSubmit(changeOf(value, { mode, group: groupOf(value.categoryId), revenues, lineId: line?.lineId }));
      onClose();
    },
  });

  async function next() {
    await form.validateField('categoryId', 'change');
    if (form.getFieldMeta('categoryId')?.errors.length) return;
    setStage(1);
  }

  const days = Array.from({ length: lastDayOfMonth(month) }, (_, index) => ({
    value: index + 1,
    label: String(index + 1),
  }));
  const title = mode === 'edit' ? t('planning:modal.editTitle') : t('planning:modal.addTitle');

  return (
    <Modal open onClose={onClose} title={title} width={440}>
      <form
        className={styles.modalForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in stage 0 goes on to stage 1: a submit there would mark the untyped limit refused.
          void (stage === 0 ? next() : form.handleSubmit());
        }}
      >
        {stage === 0 ? (
          <form.Field name="categoryId" validators={{ onChange: CategorySchema }}>
            {(field) => (
              <FormSelect
                label={t('planning:modal.category')}
                field={field}
                options={[...categories]
                  .sort((a, b) => ptBrNames().compare(a.name, b.name))
                  .map((category) => ({ value: category._id, label: category.name }))}
              />
            )}
          </form.Field>
        ) : (
          <>
            <p className={styles.modalCategory}>
              {line?.name ?? byId.get(form.getFieldValue('categoryId'))?.name}
            </p>
            <p className={styles.modalHint}>
              {t('planning:modal.revenues', { value: formatMoney(revenues, currency) })}
            </p>
            {groupOf(form.getFieldValue('categoryId')) === 'revenues' ? null : (
              <form.Field name="unit" listeners={{ onChange: () => form.setFieldValue('limit', null) }}>
                {(field) => (
                  <fieldset className={styles.unitToggle}>
                    <legend>{t('planning:modal.unit')}</legend>
                    {(['currency', 'percent'] as const).map((unit) => (
                      <label key={unit}>
                        <input
                          type="radio"
                          name="unit"
                          checked={field.state.value === unit}
                          onChange={() => field.handleChange(unit)}
                        />
                        {unit === 'currency'
                          ? t('planning:modal.currency', { symbol: currencySymbol(currency) })
                          : t('planning:modal.percentage')}
                      </label>
                    ))}
                  </fieldset>
                )}
              </form.Field>
            )}
            {/* Going to stage 1 validates the whole form: the limit's issue waits for a touch or a submit. */}
            <form.Subscribe selector={(state) => [state.values.unit, state.submissionAttempts] as const}>
              {([unit, attempts]) => (
                <form.Field name="limit">
                  {(field) => (
                    <LimitInput
                      field={field}
                      unit={unit}
                      currency={currency}
                      showError={attempts > 0 || field.state.meta.isTouched}
                    />
                  )}
                </form.Field>
              )}
            </form.Subscribe>
            {mode === 'add' ? (
              <>
                <form.Field name="day">
                  {(field) => <FormSelect label={t('planning:modal.day')} field={field} options={days} />}
                </form.Field>
                <form.Field
                  name="installments"
                  listeners={{
                    onChange: ({ value }) => {
                      if (value) form.setFieldValue('recurrence', '');
                    },
                  }}
                >
                  {(field) => (
                    <FormTextField
                      label={t('planning:modal.installments')}
                      inputMode="numeric"
                      field={field}
                      format={clampInstallments}
                    />
                  )}
                </form.Field>
                <form.Field
                  name="recurrence"
                  listeners={{
                    onChange: ({ value }) => {
                      if (value) form.setFieldValue('installments', '');
                    },
                  }}
                >
                  {(field) => (
                    <FormSelect
                      label={t('planning:modal.repetition')}
                      field={field}
                      placeholder={null}
                      options={RECURRENCES.map((value) => ({
                        value,
                        label: value
                          ? t(`planning:modal.recurrence.${value}`)
                          : t('planning:modal.noRepetition'),
                      }))}
                    />
                  )}
                </form.Field>
              </>
            ) : null}
          </>
        )}
        <div className={styles.modalActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('planning:modal.cancel')}
          </Button>
          {/* Two elements, not one that changes its type: a click on 'PRÓXIMO' that drew stage 1
              before the browser acted on it would otherwise submit the form too (audit L1). */}
          {stage === 0 ? (
            <Button key="next" onClick={() => void next()}>
              {t('planning:modal.next')}
            </Button>
          ) : (
            <Button key="submit" type="submit">
              {mode === 'edit' ? t('planning:modal.edit') : t('planning:modal.define')}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}

function LimitInput({
  field,
  unit,
  currency,
  showError,
}: {
  field: {
    state: { value: number | null; meta: { errors: readonly unknown[] } };
    handleChange: (value: number | null) => void;
    handleBlur: () => void;
  };
  unit: LimitUnit;
  currency: Currency;
  showError: boolean;
}) {
  const { t } = useTranslation();
  const issue = useFieldError(field);
  const error = showError ? issue : undefined;
  if (unit === 'currency')
    return (
      <MoneyField
        label={t('planning:modal.limit')}
        currency={currency}
        value={field.state.value}
        onChange={field.handleChange}
        onBlur={field.handleBlur}
        error={error}
      />
    );
  return (
    <TextField
      label={t('planning:modal.percent')}
      inputMode="numeric"
      suffix="%"
      value={field.state.value === null ? '' : formatMoneyNumber(field.state.value)}
      onChange={(text) => field.handleChange(moneyInputToCents(text))}
      onBlur={field.handleBlur}
      error={error}
    />
  );
}
