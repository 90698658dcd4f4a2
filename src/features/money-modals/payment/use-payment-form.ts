import { revalidateLogic, useForm } from '@tanstack/react-form';
import { PaymentSchema, type PaymentValues } from './payment-form-values';

/** The wallet form: the valibot schema validates on submit, then again on every change. */
export function usePaymentForm(defaultValues: PaymentValues, onValid: (values: PaymentValues) => void) {
  return useForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: PaymentSchema },
    onSubmit: ({ value }) => onValid(value),
  });
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
