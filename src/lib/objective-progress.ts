/**
 * How far an objective is, the one rule of /objetivos, the dashboard's rings, the report and the
 * assistant (decisions 192, 232, 241): what the screens disagreed on was the saved amount (some
 * left the initial value out) and the rounding (53% on one screen, 52% on another).
 */

/** Saved: the initial value plus the deposits net of redemptions, in centavos. */
export const savedCentsOf = (initialCents: number, paidCents: number): number => initialCents + paidCents;

export interface ObjectivePercent {
  /** Saved over total between 0 and 100, unrounded: the width of a bar or the arc of a ring. */
  share: number;
  /**
   * The whole percent printed, floored so that 100% only shows once the total is reached; null for
   * a share above 0 and under 1 ('< 1%').
   */
  percent: number | null;
}

export function objectivePercent(savedCents: number, totalCents: number): ObjectivePercent {
  if (totalCents <= 0) return { share: 0, percent: 0 };
  const saved = Math.min(totalCents, Math.max(0, savedCents));
  // Integer centavos times 100 before dividing: (29 / 100) * 100 is 28.999… in floating point.
  const whole = Math.floor((saved * 100) / totalCents);
  return {
    share: (saved * 100) / totalCents,
    percent: saved > 0 && whole < 1 ? null : whole,
  };
}
