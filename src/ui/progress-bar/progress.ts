/** Spent over planned as an absolute percentage; anything spent against nothing planned is 100%. */
export function progressPercent(value: number, max: number): number {
  if (max === 0) return value === 0 ? 0 : 100;
  return Math.abs((value / max) * 100);
}

/**
 * Whole percent, or '< 1%' territory (returned as null) for a small non-zero share. A share short of
 * the whole never reads 100%: the bar turns red at 100%, so 99.6% shown as '100%' in the plan's colour
 * told a planner two things at once (audit AG6).
 */
export function roundedPercent(percent: number): number | null {
  if (percent > 0 && percent < 1) return null;
  return percent < 100 ? Math.min(Math.round(percent), 99) : Math.round(percent);
}
