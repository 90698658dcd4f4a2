import type { TypeSum } from '../../repositories/balances.ts';

/**
 * What went out against a month's planned expenses (decision 488). The planned side is every budget
 * line but revenues, investments included (decision 210), so expenses and investments count together,
 * each net of refunds and redemptions; where those outweigh what went out, nothing was spent.
 */
export function spentCents(sums: readonly TypeSum[]): number {
  const out = sums
    .filter((sum) => sum.transactionType === 'expenses' || sum.transactionType === 'investiments')
    .reduce((total, sum) => total + sum.cents, 0);
  return Math.max(0, -out);
}
