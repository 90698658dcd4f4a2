/** Recurrence and repetition reach at most 11 months past the edited one (spec 3 section 9). */
export const RECURRENCE_HORIZON = 11;
const SEMIANNUAL_STEP = 6;

/** What decides how far a category-budget change reaches (the contract's CategoryBudgetChange). */
export interface ChangeReach {
  mode: 'add' | 'edit' | 'delete';
  recurrentType?: 'monthly' | 'semiannual' | 'annual';
  lastInstallment?: number;
  /** 'Repetir para os próximos meses?' answered yes. */
  repeat?: boolean;
}

const upTo = (last: number) => Array.from({ length: last + 1 }, (_, offset) => offset);

/**
 * Months after the edited one (0) that a change reaches, the same on the server and in the
 * projection (decision 212): monthly recurrence every month, semiannual every 6, instalments over
 * the next lastInstallment − 1 months, a repeated plain edit every month; all within the 11-month
 * horizon. An annual line and a single instalment never come back within it, repeated or not.
 */
export function changeOffsets(change: ChangeReach): number[] {
  if (change.mode !== 'delete') {
    if (change.recurrentType === 'monthly') return upTo(RECURRENCE_HORIZON);
    if (change.recurrentType === 'semiannual') return [0, SEMIANNUAL_STEP];
    if (change.recurrentType === 'annual' || change.lastInstallment === 1) return [0];
    if ((change.lastInstallment ?? 0) > 1)
      return upTo(Math.min((change.lastInstallment ?? 1) - 1, RECURRENCE_HORIZON));
  }
  return change.repeat ? upTo(RECURRENCE_HORIZON) : [0];
}
