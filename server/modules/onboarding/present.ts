import { fromCents, sumCents, toCents } from '../../domain/money.ts';
import type { GoodRow } from '../../repositories/onboardings.ts';
import type { Schemas } from '../types.ts';

export function presentGood(row: GoodRow): Schemas['Good'] {
  return {
    _id: row.id,
    type: row.type as Schemas['Good']['type'],
    description: row.description,
    marketValue: fromCents(toCents(row.marketValue)),
    financed: row.financed,
    settlementBalance: fromCents(toCents(row.settlementBalance)),
    installment: fromCents(toCents(row.installment)),
    lastInstallment: row.lastInstallment,
    date: row.date,
    user: row.userId,
  };
}

/** The balance of goods (decision 401): summed in cents, so the equity is exact. */
export function goodsBalance(rows: GoodRow[]): Schemas['GoodsBalance'] {
  const market = sumCents(rows.map((row) => toCents(row.marketValue)));
  const owed = sumCents(rows.map((row) => toCents(row.settlementBalance)));
  return {
    items: rows.map(presentGood),
    total: rows.length,
    marketValue: fromCents(market),
    settlementBalance: fromCents(owed),
    equity: fromCents(market - owed),
  };
}
