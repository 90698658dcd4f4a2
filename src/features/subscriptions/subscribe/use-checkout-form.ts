import { revalidateLogic, useForm } from '@tanstack/react-form';
import { type CheckoutValues, checkoutSchema } from './checkout-schema';

/** The checkout's TanStack form, validated by the spec's card and postal-code rules. */
export function useCheckoutForm(initial: CheckoutValues, submit: (values: CheckoutValues) => Promise<void>) {
  return useForm({
    defaultValues: initial,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: checkoutSchema() },
    onSubmit: ({ value }) => submit(value),
  });
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
