/** Spent over planned as an absolute percentage; anything spent against nothing planned is 100%. */
export function progressPercent(value: number, max: number): number {
  if (max === 0) return value === 0 ? 0 : 100;
  return Math.abs((value / max) * 100);
}

/** Whole percent, or '< 1%' territory (returned as null) for a small non-zero share. */
export function roundedPercent(percent: number): number | null {
  return percent > 0 && percent < 1 ? null : Math.round(percent);
}
