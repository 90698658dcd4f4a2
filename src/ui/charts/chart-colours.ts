/** Series colours come from theme tokens; the spec fixes the four money kinds. */
export type SeriesKind =
  | 'revenue'
  | 'expense'
  | 'investment'
  | 'transfer'
  | 'primary'
  | 'secondary'
  | 'muted';

const TOKENS: Record<SeriesKind, string> = {
  revenue: 'var(--color-revenue)',
  expense: 'var(--color-expense)',
  investment: 'var(--color-investment)',
  transfer: 'var(--color-transfer)',
  primary: 'var(--color-primary)',
  secondary: 'var(--color-secondary)',
  muted: 'var(--color-border)',
};

export function seriesColour(kind: SeriesKind): string {
  return TOKENS[kind];
}

/** Donut slices without a kind take these in turn. */
export const PALETTE: readonly SeriesKind[] = [
  'transfer',
  'revenue',
  'expense',
  'investment',
  'primary',
  'secondary',
];
