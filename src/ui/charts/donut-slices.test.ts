import { describe, expect, it } from 'vitest';
import { PALETTE } from './chart-colours';
import { type DonutSlice, donutSlices, OTHERS_KEY } from './donut-slices';

const slices = (count: number): DonutSlice[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `c${index + 1}`,
    label: `Categoria ${index + 1}`,
    // Out of order, so the largest are not simply the first or the last.
    value: -(((index * 7) % count) + 1) * 100 - 1,
  }));

describe('donutSlices', () => {
  it('keeps up to ten slices as they are, each in its own colour', () => {
    const { shown, grouped } = donutSlices(slices(10), 'Outros');
    expect(shown.map((slice) => slice.key)).toEqual(slices(10).map((slice) => slice.key));
    expect(shown.map((slice) => slice.kind)).toEqual(PALETTE);
    expect(grouped.size).toBe(0);
  });

  it.each([11, 38, 64])('gathers the smallest of %i into "Outros", worth their exact sum', (count) => {
    const all = slices(count);
    const { shown, grouped } = donutSlices(all, 'Outros');
    expect(shown).toHaveLength(10);
    expect(new Set(shown.map((slice) => slice.kind)).size).toBe(10);
    const others = shown.at(-1);
    expect(others).toMatchObject({ key: OTHERS_KEY, label: 'Outros' });
    const gathered = all.filter((slice) => !shown.some((kept) => kept.key === slice.key));
    expect([...grouped]).toEqual(gathered);
    expect(others?.value).toBe(gathered.reduce((sum, slice) => sum + slice.value, 0));
    // Every slice kept is at least as large as any gathered one, and they keep the caller's order.
    const smallestKept = Math.min(...shown.slice(0, -1).map((slice) => Math.abs(slice.value)));
    expect(Math.max(...gathered.map((slice) => Math.abs(slice.value)))).toBeLessThanOrEqual(smallestKept);
    const order = all.map((slice) => slice.key);
    const keptKeys = shown.slice(0, -1).map((slice) => slice.key);
    expect(keptKeys).toEqual(order.filter((key) => keptKeys.includes(key)));
    // Nothing lost: the ring still adds up to the month.
    expect(shown.reduce((sum, slice) => sum + slice.value, 0)).toBe(
      all.reduce((sum, slice) => sum + slice.value, 0),
    );
  });

  it('gives the others the colours no given kind has taken', () => {
    const { shown } = donutSlices(
      [
        { key: 'a', label: 'A', value: 300 },
        { key: 'b', label: 'B', value: 200, kind: 'transfer' },
        { key: 'c', label: 'C', value: 100 },
      ],
      'Outros',
    );
    expect(shown.map((slice) => slice.kind)).toEqual(['revenue', 'transfer', 'expense']);
  });
});
