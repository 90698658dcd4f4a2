import { PALETTE, type SeriesKind } from './chart-colours';

export interface DonutSlice {
  key: string;
  label: string;
  /** Centavos; the slice's size is its absolute value. */
  value: number;
  kind?: SeriesKind;
}

export type ColouredSlice = DonutSlice & { kind: SeriesKind };

/** The key of the slice that gathers the smallest ones, not a category's or a wallet's id. */
export const OTHERS_KEY = '__others';

/**
 * The slices a ring draws, each in a colour of its own: past the palette's ten colours, the smallest
 * go into one last slice (`othersLabel`, 'Outros') worth their exact sum. Slices in turn took the
 * ten colours again, so 'Aluguel' and 'Energia elétrica' were the same cyan (audit W7). A slice
 * with a kind keeps it; the others take the palette's colours no kind has taken.
 */
export function donutSlices(
  slices: readonly DonutSlice[],
  othersLabel: string,
): { shown: ColouredSlice[]; grouped: ReadonlySet<DonutSlice> } {
  const { kept, grouped } = keepLargest(slices, PALETTE.length);
  const shown: DonutSlice[] =
    grouped.size === 0 ? kept : [...kept, { key: OTHERS_KEY, label: othersLabel, value: sum([...grouped]) }];
  const taken = new Set(shown.flatMap((slice) => (slice.kind ? [slice.kind] : [])));
  const free = PALETTE.filter((kind) => !taken.has(kind));
  let next = 0;
  return {
    shown: shown.map((slice) => ({ ...slice, kind: slice.kind ?? free[next++] ?? 'muted' })),
    grouped,
  };
}

/** The `room - 1` largest in their order, and the rest, when there are more than `room`. */
function keepLargest(slices: readonly DonutSlice[], room: number) {
  if (slices.length <= room) return { kept: [...slices], grouped: new Set<DonutSlice>() };
  const largest = new Set(
    [...slices].sort((a, b) => Math.abs(b.value) - Math.abs(a.value)).slice(0, room - 1),
  );
  return {
    kept: slices.filter((slice) => largest.has(slice)),
    grouped: new Set(slices.filter((slice) => !largest.has(slice))),
  };
}

function sum(slices: readonly DonutSlice[]): number {
  return slices.reduce((total, slice) => total + slice.value, 0);
}
