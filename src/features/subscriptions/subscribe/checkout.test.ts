import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/lib/validation';
import { type CheckoutValues, checkoutSchema, gatewayClientOf } from './checkout-schema';
import { CardRefused, paymentTokenRequest, tokeniseCard } from './tokenise';

const TODAY = new Date(2026, 10, 22);
const valid: CheckoutValues = {
  plan: 'otto_monthly',
  name: 'Ana Paula Souza',
  cpf: '529.982.247-25',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  promotionalCode: '',
  cepUnknown: false,
  paymentType: 'credit_card',
  cardNumber: '4111 1111 1111 1111',
  cardOwner: 'ANA P SOUZA',
  cardExpiry: '12/28',
  cardCvv: '123',
};

function issues(values: CheckoutValues): Record<string, string> {
  const result = v.safeParse(checkoutSchema(TODAY), values);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('the checkout form', () => {
  it.each<[string, Partial<CheckoutValues>, Record<string, string>]>([
    ['valid card', {}, {}],
    ['unknown brand', { cardNumber: '9111 1111 1111 1111' }, { cardNumber: messages.cardBrand }],
    ['bad checksum', { cardNumber: '4111 1111 1111 1112' }, { cardNumber: messages.cardNumber }],
    ['expired card', { cardExpiry: '10/26' }, { cardExpiry: messages.expiry }],
    ['one-word owner', { cardOwner: 'Ana' }, { cardOwner: messages.cardOwner }],
    [
      '3-digit CVV on American Express',
      { cardNumber: '3782 822463 10005', cardCvv: '123' },
      { cardCvv: messages.cvv },
    ],
    ['4-digit CVV on American Express', { cardNumber: '3782 822463 10005', cardCvv: '1234' }, {}],
    ['short CEP', { cep: '01310-10' }, { cep: messages.cep }],
    ['CEP the lookup does not know', { cep: '99999-999', cepUnknown: true }, { cep: messages.cep }],
    [
      'unknown CEP with a Pix payment too',
      { cepUnknown: true, paymentType: 'pix', cardNumber: '' },
      { cep: messages.cep },
    ],
    [
      'unknown CEP and a bad card: both said',
      { cepUnknown: true, cardNumber: '4111 1111 1111 1112' },
      { cep: messages.cep, cardNumber: messages.cardNumber },
    ],
    ['bad state', { state: 'São Paulo' }, { state: 'subscriptions:subscribe.stateInvalid' }],
    ['bad CPF', { cpf: '111.111.111-11' }, { cpf: messages.cpf }],
    [
      'Pix ignores the card',
      { paymentType: 'pix', cardNumber: '', cardOwner: '', cardExpiry: '', cardCvv: '' },
      {},
    ],
    ['boleto ignores the card', { paymentType: 'bank_slip', cardNumber: '1' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(issues({ ...valid, ...change })).toEqual(expected);
  });

  it('sends the gateway client billing data only', () => {
    const client = gatewayClientOf(valid, { email: 'ana@exemplo.com.br', phoneNumber: '(11) 98765-4321' });
    expect(client).toEqual({
      name: 'Ana Paula Souza',
      email: 'ana@exemplo.com.br',
      cpf: '52998224725',
      phoneNumber: '11987654321',
      zipCode: '01310100',
      number: '1000',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      complement: undefined,
      city: 'São Paulo',
      state: 'SP',
    });
    expect(JSON.stringify(client)).not.toContain('4111');
  });
});

describe('tokenising in the browser', () => {
  const config = {
    provider: 'dev' as const,
    accountId: 'dev-account',
    testMode: true,
    tokenUrl: '/dev-gateway/v1/payment_token',
  };
  const card = { number: '4111 1111 1111 1111', owner: 'Ana Paula Souza', expiry: '12/28', cvv: '123' };

  it("builds Iugu's payment_token request", () => {
    expect(paymentTokenRequest(config, card)).toEqual({
      account_id: 'dev-account',
      method: 'credit_card',
      test: true,
      data: {
        number: '4111111111111111',
        verification_value: '123',
        first_name: 'Ana',
        last_name: 'Paula Souza',
        month: '12',
        year: '2028',
      },
    });
  });

  it('posts to the tokeniser and answers the token id', async () => {
    const send = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ id: 'tok_123' }), { status: 200 }));
    await expect(tokeniseCard(config, card, send)).resolves.toBe('tok_123');
    expect(send.mock.calls[0]?.[0]).toBe('/dev-gateway/v1/payment_token');
  });

  it('refuses when the gateway refuses the card', async () => {
    const send = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ errors: { number: 'is invalid' } }), { status: 422 }));
    await expect(tokeniseCard(config, card, send)).rejects.toBeInstanceOf(CardRefused);
  });
});
