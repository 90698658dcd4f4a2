import * as v from 'valibot';
import type { GatewayClientInput, PaymentMethodType, User } from '@/api/gen/model';
import {
  cardNumberSchema,
  cardOwnerSchema,
  cvvSchema,
  detectCardBrand,
  expirySchema,
} from '@/lib/card-validation';
import { isValidCpf } from '@/lib/cpf';
import { maskCpf, onlyDigits } from '@/lib/masks';
import { cepSchema, messages, requiredString } from '@/lib/validation';

/** The checkout form of /assine: plan, billing data, payment method and, for a card, the card. */

const STATE_PATTERN = /^[A-Z]{2}$/;

const billing = {
  plan: requiredString(),
  name: requiredString(),
  cpf: v.pipe(v.string(), v.check(isValidCpf, messages.cpf)),
  cep: cepSchema(),
  street: requiredString(),
  number: requiredString(),
  complement: v.string(),
  district: v.string(),
  city: requiredString(),
  state: v.pipe(
    v.string(),
    v.check(
      (value) => STATE_PATTERN.test(value.trim().toUpperCase()),
      'subscriptions:subscribe.stateInvalid',
    ),
  ),
  promotionalCode: v.string(),
  /** Set by the postal-code lookup: a CEP the lookup does not know ('CEP INVÁLIDO') blocks paying. */
  cepUnknown: v.boolean(),
};

const noCard = {
  cardNumber: v.string(),
  cardOwner: v.string(),
  cardExpiry: v.string(),
  cardCvv: v.string(),
};

/**
 * The CVV's length depends on the brand the number shows (4 digits for American Express). A CEP the
 * lookup answered unknown is refused on the CEP field, whatever the payment method.
 */
export const checkoutSchema = (today?: Date) =>
  v.pipe(
    paymentSchema(today),
    v.forward(
      v.partialCheck([['cepUnknown']], (values) => !values.cepUnknown, messages.cep),
      ['cep'],
    ),
  );

const paymentSchema = (today?: Date) =>
  v.variant('paymentType', [
    v.pipe(
      v.object({
        ...billing,
        paymentType: v.literal('credit_card'),
        cardNumber: cardNumberSchema(),
        cardOwner: cardOwnerSchema(),
        cardExpiry: expirySchema(today),
        cardCvv: v.string(),
      }),
      v.forward(
        v.partialCheck(
          [['cardNumber'], ['cardCvv']],
          (values) => v.is(cvvSchema(detectCardBrand(values.cardNumber)), values.cardCvv),
          messages.cvv,
        ),
        ['cardCvv'],
      ),
    ),
    v.object({ ...billing, ...noCard, paymentType: v.literal('pix') }),
    v.object({ ...billing, ...noCard, paymentType: v.literal('bank_slip') }),
  ]);

export interface CheckoutValues {
  plan: string;
  name: string;
  cpf: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  promotionalCode: string;
  cepUnknown: boolean;
  paymentType: PaymentMethodType;
  cardNumber: string;
  cardOwner: string;
  cardExpiry: string;
  cardCvv: string;
}

export function checkoutValuesOf(user: User, plan: string): CheckoutValues {
  return {
    plan,
    name: user.name ?? '',
    cpf: user.cpf ? maskCpf(user.cpf) : '',
    cep: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    city: user.address?.city ?? '',
    state: '',
    promotionalCode: '',
    cepUnknown: false,
    paymentType: 'credit_card',
    cardNumber: '',
    cardOwner: '',
    cardExpiry: '',
    cardCvv: '',
  };
}

/** The gateway client: billing data only (the card goes to the gateway's tokeniser, never here). */
export function gatewayClientOf(
  values: CheckoutValues,
  user: Pick<User, 'email' | 'phoneNumber'>,
): GatewayClientInput {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    name: values.name.trim(),
    email: user.email,
    cpf: onlyDigits(values.cpf),
    phoneNumber: user.phoneNumber ? onlyDigits(user.phoneNumber) : undefined,
    zipCode: onlyDigits(values.cep),
    number: values.number.trim(),
    street: optional(values.street),
    district: optional(values.district),
    complement: optional(values.complement),
    city: optional(values.city),
    state: values.state.trim().toUpperCase(),
  };
}
