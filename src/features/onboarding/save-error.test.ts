import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import onboarding from '../../../locales/pt-BR/onboarding.json';
import { isOverfull, MAX_LIST_ROWS, requestOrder } from './onboarding-request';
import { emptyRow, type GoodRow, type TableRow } from './onboarding-table';
import { rejectionsOf, saveErrorText } from './save-error';

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

describe('which rows a refused save names (audit O4)', () => {
  const row = (kind: TableRow['kind'], cents: number, card = false): TableRow => ({
    ...emptyRow(kind, 'Salário'),
    date: '2026-11-05',
    cents,
    card,
  });
  const salary = row('revenues', 100);
  const blank = emptyRow('revenues', 'Pró-labore');
  const huge = row('fixed', 5_000);
  const purchase = row('variable', 300, true);
  const good: GoodRow = {
    id: 'good-1',
    type: 'other',
    description: 'Barco',
    marketCents: 100,
    financed: false,
    settlementCents: 0,
    instalmentCents: 0,
    instalments: null,
  };
  const order = requestOrder({ rows: [salary, blank, purchase, huge], goods: [good] });

  it("finds the row of the request's field, the untouched rows left out as in the request", () => {
    const body = {
      message: 'Dados inválidos',
      errors: [{ message: 'debit.1.value deve ser <= 999999999999.99', field: 'debit.1.value' }],
    };
    const found = rejectionsOf(new ApiError(400, 'Dados inválidos', body), order, t);
    // In the validator's words the field is a request path: the catalogue's text is shown instead.
    expect(found).toEqual({ rows: [{ row: huge, column: 'value', message: 'VALOR INVÁLIDO' }], goods: [] });
  });

  it("keeps the server's own sentence, on the cell it concerns, and names goods", () => {
    const message = 'Cadastre um cartão de crédito antes de lançar compras no cartão';
    const card = { message, errors: [{ message, field: 'credit.0.payment' }] };
    expect(rejectionsOf(new ApiError(400, message, card), order, t).rows).toEqual([
      { row: purchase, column: 'category', message },
    ]);
    const goods = {
      message: 'VALOR INVÁLIDO',
      errors: [{ message: 'VALOR INVÁLIDO', field: 'goods.0.marketValue' }],
    };
    expect(rejectionsOf(new ApiError(400, 'VALOR INVÁLIDO', goods), order, t).goods).toEqual([
      { good, message: 'VALOR INVÁLIDO' },
    ]);
  });

  it('names nothing for a refusal of the whole request or a lost call', () => {
    const body = { message: 'Dados inválidos', errors: [{ message: 'debit longo', field: 'debit' }] };
    expect(rejectionsOf(new ApiError(400, 'x', body), order, t)).toEqual({ rows: [], goods: [] });
    expect(rejectionsOf(new TypeError('Failed to fetch'), order, t)).toEqual({ rows: [], goods: [] });
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
