import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import onboarding from '../../../locales/pt-BR/onboarding.json';
import { isOverfull, MAX_LIST_ROWS } from './onboarding-request';
import { saveErrorText } from './save-error';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'pt-BR', resources: { 'pt-BR': { onboarding } } });
const t = i18n.t.bind(i18n);

describe('what the wizard says when saving fails', () => {
  it("words a refusal of the contract's schema for people, never by the request's path", () => {
    const body = {
      message: 'Dados inválidos',
      errors: [{ message: 'debit não deve ter mais que 500 elementos', field: 'debit' }],
    };
    const text = saveErrorText(
      new ApiError(400, 'Dados inválidos\ndebit não deve ter mais que 500 elementos', body),
      t,
    );
    expect(text).toBe(onboarding.errors.rejected);
    expect(text).not.toMatch(/debit|elementos/);
  });

  it("shows the server's own catalogue sentence as sent", () => {
    const message = 'A data deve estar entre 01/11/2026 e 31/10/2027';
    const body = { message, errors: [{ message, field: 'debit.0.date' }] };
    expect(saveErrorText(new ApiError(400, message, body), t)).toBe(message);
  });

  it('falls back to the catalogue when the call failed without an answer', () => {
    expect(saveErrorText(new TypeError('Failed to fetch'), t)).toBe(onboarding.errors.save);
  });
});

describe("the request's size", () => {
  const request = (debit: number, credit: number, goods: number) => ({
    user: 'u',
    date: '2026-11-01',
    debit: Array.from({ length: debit }, () => ({}) as never),
    credit: Array.from({ length: credit }, () => ({}) as never),
    goods: Array.from({ length: goods }, () => ({}) as never),
  });

  it("is overfull when any list passes the contract's maxItems", () => {
    expect(isOverfull(request(MAX_LIST_ROWS, MAX_LIST_ROWS, MAX_LIST_ROWS))).toBe(false);
    expect(isOverfull(request(MAX_LIST_ROWS + 1, 0, 0))).toBe(true);
    expect(isOverfull(request(0, MAX_LIST_ROWS + 1, 0))).toBe(true);
    expect(isOverfull(request(0, 0, MAX_LIST_ROWS + 1))).toBe(true);
  });

  it('says it in the catalogue, and says plainly when a sheet gave nothing', () => {
    expect(t('onboarding:errors.tooManyRows', { max: MAX_LIST_ROWS })).toContain('500');
    expect(t('onboarding:import.imported', { count: 0 })).toBe('Nenhuma linha foi importada.');
    expect(t('onboarding:import.imported', { count: 1 })).toBe(
      '1 linha importada. Revise os valores antes de salvar.',
    );
  });
});
