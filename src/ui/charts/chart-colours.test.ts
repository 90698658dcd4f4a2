import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PALETTE, seriesColour } from './chart-colours';

const baseCss = readFileSync(new URL('../theme/base.css', import.meta.url), 'utf8');

/** A token's default value, following `var(--x)` to the colour it names. */
function resolve(value: string): string {
  const token = /^var\((--[a-z0-9-]+)\)$/.exec(value.trim())?.[1];
  if (!token) return value.trim().toLowerCase();
  const declared = new RegExp(`${token}:\\s*([^;]+);`).exec(baseCss)?.[1];
  if (!declared) throw new Error(`${token} has no default in base.css`);
  return resolve(declared);
}

describe('donut palette', () => {
  it('gives ten slices in a row ten different colours in the default theme (audit D3)', () => {
    const colours = PALETTE.map((kind) => resolve(seriesColour(kind)));
    expect(colours).toHaveLength(10);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
