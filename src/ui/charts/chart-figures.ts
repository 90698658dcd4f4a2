/** One figure a chart draws: a series or slice name and its amount, already formatted. */
export interface ChartFigure {
  label: string;
  value: string;
}

/** The figures of one category (a month's bars or points); a donut has one group without a heading. */
export interface FigureGroup {
  heading?: string;
  figures: readonly ChartFigure[];
}

/** Each category's figures, one per series, in the order the picture draws them. */
export function seriesFigures(
  categories: readonly string[],
  series: readonly { label: string; values: readonly number[] }[],
  format: (centavos: number) => string,
): FigureGroup[] {
  return categories.map((heading, index) => ({
    heading,
    figures: series.map((entry) => ({ label: entry.label, value: format(entry.values[index] ?? 0) })),
  }));
}

/**
 * Each slice's amount, then the total printed in the ring's middle. Slices of one sign read as sizes
 * (an expense category as what was spent); of both signs, with their signs (an overdrawn wallet).
 */
export function sliceFigures(
  slices: readonly { label: string; value: number }[],
  total: ChartFigure,
  format: (centavos: number) => string,
): FigureGroup[] {
  const mixed = slices.some((slice) => slice.value > 0) && slices.some((slice) => slice.value < 0);
  const figures = slices.map((slice) => ({
    label: slice.label,
    value: format(mixed ? slice.value : Math.abs(slice.value)),
  }));
  return [{ figures: [...figures, total] }];
}
