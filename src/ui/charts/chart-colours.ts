/** Series colours come from theme tokens; the spec fixes the four money kinds. */
export type SeriesKind =
  | 'revenue'
  | 'expense'
  | 'investment'
  | 'transfer'
  | 'primary'
  | 'secondary'
  | 'muted'
  | 'category1'
  | 'category2'
  | 'category3'
  | 'category4'
  | 'category5'
  | 'category6';

const TOKENS: Record<SeriesKind, string> = {
  revenue: 'var(--color-revenue)',
  expense: 'var(--color-expense)',
  investment: 'var(--color-investment)',
  transfer: 'var(--color-transfer)',
  primary: 'var(--color-primary)',
  secondary: 'var(--color-secondary)',
  muted: 'var(--color-border)',
  category1: 'var(--chart-category-1)',
  category2: 'var(--chart-category-2)',
  category3: 'var(--chart-category-3)',
  category4: 'var(--chart-category-4)',
  category5: 'var(--chart-category-5)',
  category6: 'var(--chart-category-6)',
};

export function seriesColour(kind: SeriesKind): string {
  return TOKENS[kind];
}

/**
 * Donut slices without a kind take these in turn: ten colours, none repeated (primary and secondary
 * are the transfer and revenue colours in the default theme, so they are not among them). A ring
 * never has more than ten slices: past them the smallest are gathered into one (`donutSlices`).
 */
export const PALETTE: readonly SeriesKind[] = [
  'transfer',
  'revenue',
  'expense',
  'investment',
  'category1',
  'category2',
  'category3',
  'category4',
  'category5',
  'category6',
];
