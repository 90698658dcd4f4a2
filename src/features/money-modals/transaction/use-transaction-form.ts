import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import type { Payment } from '@/api/gen/model';
import { type TransactionValues, transactionSchema } from './transaction-form-values';

interface Options {
  defaultValues: TransactionValues;
  payments: readonly Payment[];
  /** Called with values the schema accepted. */
  onValid: (values: TransactionValues) => void;
}

/** The transaction form: the valibot schema validates on submit, then again on every change. */
export function useTransactionForm({ defaultValues, payments, onValid }: Options) {
  const schema = useMemo(
    () => transactionSchema((id) => payments.find((payment) => payment._id === id)?.type),
    [payments],
  );
  return useForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onValid(value),
  });
}

export type TransactionForm = ReturnType<typeof useTransactionForm>;
