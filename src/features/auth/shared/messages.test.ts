import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import {
  activationNotice,
  answerOf,
  companyActivationNotice,
  loginNotice,
  passwordUpdateNotice,
  recoveryNotice,
  resendNotice,
  signUpNotice,
} from './messages';

const body = (message: string, ...errors: string[]) => ({
  message,
  errors: errors.map((text) => ({ message: text })),
});

describe('answerOf', () => {
  it('reads the status and body of the ApiError the mutator throws', () => {
    const body = { message: 'Muitas tentativas' };
    expect(answerOf(new ApiError(429, 'Muitas tentativas', body))).toEqual({ status: 429, data: body });
  });
  it('passes resolved answers through and treats anything else as no answer', () => {
    expect(answerOf({ status: 204 })).toEqual({ status: 204 });
    expect(answerOf(new TypeError('Failed to fetch'))).toEqual({ status: 0 });
  });
});

describe('loginNotice', () => {
  it.each([
    [403, 'auth:errors.login403'],
    [500, 'auth:errors.login500'],
    [502, 'auth:errors.login502'],
    [504, 'auth:errors.login504'],
  ])('maps %i to its catalogue text', (status, key) => {
    expect(loginNotice({ status, data: body('ignored') })).toEqual({ tone: 'error', key });
  });
  it("shows the server's own words for too many attempts", () => {
    expect(loginNotice({ status: 429, data: body('Muitas tentativas. Aguarde 15 minutos.') })).toEqual({
      tone: 'error',
      text: 'Muitas tentativas. Aguarde 15 minutos.',
    });
  });
  it('reads no answer at all as the generic failure', () => {
    expect(loginNotice({ status: 0 })).toEqual({ tone: 'error', key: 'auth:errors.login500' });
  });
  it('clears the message for any other answer', () => {
    expect(loginNotice({ status: 200 })).toBeNull();
    expect(loginNotice({ status: 400, data: body('x') })).toBeNull();
  });
});

describe('signUpNotice', () => {
  it('recognises the duplicate-key answer', () => {
    const answer = { status: 400, data: body('E11000 duplicate key error collection: users index: email_1') };
    expect(signUpNotice(answer)).toEqual({ tone: 'error', key: 'auth:errors.signUpDuplicate' });
  });
  it('uses the default text for other 400s and unknown failures, the server text for 403', () => {
    expect(signUpNotice({ status: 400, data: body('CPF inválido') })).toEqual({
      tone: 'error',
      key: 'auth:errors.signUpDefault',
    });
    expect(signUpNotice({ status: 500 })).toEqual({ tone: 'error', key: 'auth:errors.signUpDefault' });
    expect(signUpNotice({ status: 403, data: body('Cadastro bloqueado') })).toEqual({
      tone: 'error',
      text: 'Cadastro bloqueado',
    });
  });
});

describe('recovery, password, resend, activation and company answers', () => {
  it('follow the catalogue', () => {
    expect(recoveryNotice({ status: 204 })).toEqual({ tone: 'success', key: 'auth:recovery.sent' });
    expect(recoveryNotice({ status: 404 })).toEqual({ tone: 'error', key: 'auth:errors.recovery' });
    expect(passwordUpdateNotice({ status: 204 })).toEqual({ tone: 'success', key: 'auth:recovery.updated' });
    expect(passwordUpdateNotice({ status: 400, data: body('Link expirado') })).toEqual({
      tone: 'error',
      text: 'Link expirado',
    });
    expect(passwordUpdateNotice({ status: 500 })).toEqual({
      tone: 'error',
      key: 'auth:errors.passwordUpdate',
    });
    expect(resendNotice({ status: 204 })).toEqual({ tone: 'success', key: 'auth:activation.resent' });
    expect(resendNotice({ status: 404, data: body('Usuário não encontrado') })).toEqual({
      tone: 'error',
      text: 'Usuário não encontrado',
    });
    expect(resendNotice({ status: 502 })).toEqual({ tone: 'error', key: 'auth:errors.resend' });
    expect(activationNotice({ status: 200 })).toEqual({ tone: 'success', key: 'auth:activation.activated' });
    expect(activationNotice({ status: 400, data: body('Código inválido') })).toEqual({
      tone: 'error',
      text: 'Código inválido',
    });
    expect(activationNotice({ status: 503 })).toEqual({ tone: 'error', key: 'auth:errors.activation' });
    expect(companyActivationNotice({ status: 200 })).toEqual({
      tone: 'success',
      key: 'auth:company.activated',
    });
    expect(companyActivationNotice({ status: 400, data: body('Token inválido') })).toEqual({
      tone: 'error',
      text: 'Token inválido',
    });
  });
});
