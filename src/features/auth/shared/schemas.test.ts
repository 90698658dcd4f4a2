import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ActivationSchema,
  ClientSelectSchema,
  fieldErrors,
  keys,
  LoginSchema,
  NewPasswordSchema,
  RecoveryRequestSchema,
  SignUpSchema,
  SocialStepSchema,
} from './schemas';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('login', () => {
  it('asks for every field with the one notice and lower-cases the e-mail', () => {
    expect(errorsOf(LoginSchema, { email: '', password: '' })).toEqual({
      email: keys.allRequired,
      password: keys.allRequired,
    });
    expect(v.parse(LoginSchema, { email: ' Ana@Exemplo.COM ', password: 'x' }).email).toBe('ana@exemplo.com');
  });
  it.each(['joão.audit33@exemplo.com.br', 'a..b@exemplo.com.br', 'ana@exemplo'])(
    'refuses the malformed e-mail %s as the server would',
    (email) => {
      expect(errorsOf(LoginSchema, { email, password: 'x' })).toEqual({ email: keys.email });
    },
  );
  it('needs a client in the planner select', () => {
    expect(errorsOf(ClientSelectSchema, { clientId: '' })).toEqual({
      clientId: 'common:validation.required',
    });
  });
});

const validSignUp = {
  name: 'Ana',
  email: 'Ana@Exemplo.com',
  cpf: '529.982.247-25',
  password: 'segredo123',
  terms: true,
};

describe('sign-up', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    expect(v.parse(SignUpSchema, validSignUp).email).toBe('ana@exemplo.com');
  });
  it("takes a password up to the contract's 128", () => {
    expect(v.safeParse(SignUpSchema, { ...validSignUp, password: 'x'.repeat(128) }).success).toBe(true);
  });
  it.each([
    ['name', '', keys.name],
    ['email', 'ana@', keys.email],
    ['email', '', keys.email],
    ['email', 'joão.audit33@exemplo.com.br', keys.email],
    ['email', 'a@-exemplo.com.br', keys.email],
    ['cpf', '111.111.111-11', keys.cpf],
    ['password', '', keys.passwordRequired],
    ['password', '1234567', keys.passwordMin],
    ['password', 'x'.repeat(129), 'auth:validation.passwordMax'],
    ['terms', false, keys.terms],
  ])('%s = %j shows its message', (field, value, key) => {
    expect(errorsOf(SignUpSchema, { ...validSignUp, [field]: value })[field]).toBe(key);
  });
});

const validSocial = {
  name: 'Ana',
  email: '',
  cpf: '52998224725',
  birthdate: '1990-05-17',
  gender: 'Female',
  phoneNumber: '(11) 98765-4321',
  city: 'Recife',
  terms: true,
};

describe('social second step', () => {
  it('takes an empty e-mail, phone and birth date', () => {
    expect(v.safeParse(SocialStepSchema, { ...validSocial, phoneNumber: '', birthdate: '' }).success).toBe(
      true,
    );
  });
  it.each([
    ['email', 'x@', keys.email],
    ['phoneNumber', '(11) 9876', keys.phone],
    ['birthdate', '2999-01-01', keys.birthdate],
    ['cpf', '123', keys.cpf],
    ['terms', false, keys.terms],
  ])('%s = %j shows its message', (field, value, key) => {
    expect(errorsOf(SocialStepSchema, { ...validSocial, [field]: value })[field]).toBe(key);
  });
});

describe('recovery and activation', () => {
  it('needs a valid e-mail and a new password of at least 8', () => {
    expect(errorsOf(RecoveryRequestSchema, { email: 'nada' })).toEqual({ email: keys.email });
    expect(errorsOf(RecoveryRequestSchema, { email: '.a@exemplo.com.br' })).toEqual({ email: keys.email });
    expect(errorsOf(NewPasswordSchema, { password: 'x'.repeat(129) })).toEqual({
      password: keys.passwordMax,
    });
    expect(errorsOf(NewPasswordSchema, { password: '' })).toEqual({ password: keys.passwordRequired });
    expect(errorsOf(NewPasswordSchema, { password: 'curta' })).toEqual({ password: keys.passwordMin });
  });
  it('takes exactly six digits, spaces removed', () => {
    expect(v.parse(ActivationSchema, { code: '123 456' }).code).toBe('123456');
    expect(errorsOf(ActivationSchema, { code: '12345' })).toEqual({ code: keys.code });
    expect(errorsOf(ActivationSchema, { code: '12345a' })).toEqual({ code: keys.code });
  });
});
