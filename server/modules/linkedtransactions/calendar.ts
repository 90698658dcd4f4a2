import { monthKeyOf, todayIso } from '../../../src/lib/dates.ts';

/** A calendar item is paid in a month when its last payment fell in it, São Paulo time (decision 200). */
export function paidInMonth(lastPaymentDate: Date | null, month: string): boolean {
  return lastPaymentDate !== null && monthKeyOf(todayIso(lastPaymentDate)) === month;
}

/** The type a booked payment takes: the item's own, else its sign's. */
export function bookedType(
  transactionType: string | null,
  cents: number,
): 'expenses' | 'revenues' | 'investiments' {
  if (transactionType === 'expenses' || transactionType === 'revenues' || transactionType === 'investiments')
    return transactionType;
  return cents < 0 ? 'expenses' : 'revenues';
}
