import AjvCompiler from '@fastify/ajv-compiler';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cardNumberIssue,
  cardOwnerSchema,
  cvvSchema,
  detectCardBrand,
  expirySchema,
  isValidExpiry,
} from './card-validation';
import {
  activationCodeSchema,
  cepSchema,
  cpfSchema,
  EMAIL_MAX_LENGTH,
  emailSchema,
  messages,
  optionalPasswordSchema,
  passwordSchema,
  phoneSchema,
  requiredString,
  urlSchema,
} from './validation';

function firstMessage(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

describe('field schemas', () => {
  it.each<[string, v.GenericSchema, unknown, string | null]>([
    ['required empty', requiredString(), '  ', messages.required],
    ['required filled', requiredString(), 'Ana', null],
    ['required, zero-width only (audit K4)', requiredString(), '\u200b\u2060', messages.required],
    ['email valid', emailSchema(), 'Ana@Exemplo.com.br', null],
    ['email invalid', emailSchema(), 'ana@', messages.email],
    ['email empty', emailSchema(), '', messages.required],
    ['cpf valid', cpfSchema(), '529.982.247-25', null],
    ['cpf invalid', cpfSchema(), '529.982.247-26', messages.cpf],
    ['cpf custom key', cpfSchema('auth:signUp.cpfInvalid'), '1', 'auth:signUp.cpfInvalid'],
    ['phone 10 digits', phoneSchema(), '(11) 3333-4444', null],
    ['phone 9 digits', phoneSchema(), '(11) 3333-444', messages.phone],
    ['cep 8 digits', cepSchema(), '01310-100', null],
    ['cep 7 digits', cepSchema(), '01310-10', messages.cep],
    ['password 8', passwordSchema(), '12345678', null],
    ['password 7', passwordSchema(), '1234567', messages.password],
    ['password empty', passwordSchema(), '', messages.required],
    ['optional password empty', optionalPasswordSchema(), '', null],
    ['optional password short', optionalPasswordSchema(), 'abc', messages.password],
    ['optional password of 128', optionalPasswordSchema(), 'a'.repeat(128), null],
    ['optional password of 129', optionalPasswordSchema(), 'a'.repeat(129), messages.passwordTooLong],
    ['code with spaces', activationCodeSchema(), '123 456', null],
    ['code 5 digits', activationCodeSchema(), '12345', messages.code],
    ['url valid', urlSchema(), 'https://exemplo.com.br/termos', null],
    ['url invalid', urlSchema(), 'exemplo', messages.url],
    ['owner two words', cardOwnerSchema(), 'Ana Souza', null],
    ['owner one word', cardOwnerSchema(), ' Ana ', messages.cardOwner],
    ['cvv visa 3', cvvSchema('visa'), '123', null],
    ['cvv visa 4', cvvSchema('visa'), '1234', messages.cvv],
    ['cvv amex 4', cvvSchema('amex'), '1234', null],
    ['cvv amex 3', cvvSchema('amex'), '123', messages.cvv],
  ])('%s', (_name, schema, input, expected) => {
    expect(firstMessage(schema, input)).toBe(expected);
  });

  it('lower-cases and trims e-mails', () => {
    expect(v.parse(emailSchema(), ' Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
  });

  it('removes spaces from activation codes', () => {
    expect(v.parse(activationCodeSchema(), '123 456')).toBe('123456');
  });
});

/**
 * What the server answers for an e-mail: the compiler Fastify validates requests with, set up as
 * server/app.ts sets it up (no `plugins`, so it adds ajv-formats in its default "full" mode), on the
 * contract's e-mail property.
 */
const serverAccepts = AjvCompiler()({}, { customOptions: { strict: false } })({
  schema: { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH },
  method: 'POST',
  url: '/email',
  httpPart: 'body',
});

/** A well-formed address `length` characters long (from 135 up): 64 before the @, labels of 63 at most. */
const addressOfLength = (length: number) =>
  `${'a'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(length - 64 - 1 - 63 - 1 - 4)}.com`;

describe("e-mail rule: the server's own", () => {
  it.each([
    'ana@exemplo.com.br',
    'Ana.Souza@Exemplo.COM.br',
    'ana+contas@exemplo.com',
    "o'neil@exemplo.com",
    'a_b-c.d@sub-dominio.exemplo.com.br',
    '1@2.io',
    'a@b.c',
    addressOfLength(EMAIL_MAX_LENGTH),
    'joão.audit33@exemplo.com.br',
    'ana@exemplo.cõm.br',
    'a..b@exemplo.com.br',
    'a@exemplo..com.br',
    'a@-exemplo.com.br',
    'a@exemplo-.com.br',
    '.a@exemplo.com.br',
    'a.@exemplo.com.br',
    'a@exemplo',
    'a@exemplo.com.',
    'a@.exemplo.com',
    'a@b@exemplo.com',
    'a b@exemplo.com',
    'ana@exemplo.com.br,bia@exemplo.com.br',
    'ana@[192.168.0.1]',
    '"ana"@exemplo.com',
    'ana@',
    '@exemplo.com',
    addressOfLength(EMAIL_MAX_LENGTH + 1),
  ])('%s', (address) => {
    const spa = v.safeParse(emailSchema(), address);
    expect(spa.success).toBe(serverAccepts(address));
    // What the SPA sends (trimmed, lower-cased) is what the server was asked about.
    if (spa.success) expect(serverAccepts(spa.output)).toBe(true);
  });

  it('refuses with the e-mail message', () => {
    expect(firstMessage(emailSchema(), 'joão.audit33@exemplo.com.br')).toBe(messages.email);
    expect(firstMessage(emailSchema(), addressOfLength(EMAIL_MAX_LENGTH + 1))).toBe(messages.email);
  });
});

describe('cards', () => {
  it.each<[string, ReturnType<typeof detectCardBrand>, string | null]>([
    ['4111 1111 1111 1111', 'visa', null],
    ['5555 5555 5555 4444', 'mastercard', null],
    ['3782 822463 10005', 'amex', null],
    ['3056 9309 0259 04', 'diners', null],
    ['6062 8288 8866 6688', 'hipercard', null],
    ['6362 9700 0045 7013', 'elo', null],
    ['4111 1111 1111 1112', 'visa', messages.cardNumber],
    ['4111 1111 1111 111', 'visa', messages.cardNumber],
    ['9111 1111 1111 1111', null, messages.cardBrand],
    ['4111', 'visa', messages.cardNumber],
    ['3782 8224 6310 0051', 'amex', messages.cardNumber],
    ['3056 9309 0259 0400', 'diners', messages.cardNumber],
    ['', null, messages.cardNumber],
  ])('%s is %s with issue %s', (number, brand, issue) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(cardNumberIssue(number)).toBe(issue);
  });

  it.each<[string, boolean]>([
    ['11/26', true],
    ['10/26', false],
    ['12/2030', true],
    ['13/27', false],
    ['1/27', false],
  ])('expiry %s on 2026-11-22 is %s', (text, expected) => {
    const today = new Date(2026, 10, 22);
    expect(isValidExpiry(text, today)).toBe(expected);
    expect(firstMessage(expirySchema(today), text)).toBe(expected ? null : messages.expiry);
  });
});
