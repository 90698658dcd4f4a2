import reduceCssCalcPackage from 'reduce-css-calc';
import { describe, expect, it } from 'vitest';
import reduceCssCalc from './css-calc';

// What @visx/text's useText passes for one to five lines and each vertical anchor, with its default
// capHeight and lineHeight (0.71em, 1em) and others in one unit: the stand-in answers like the package.
// (Mixed units cannot be reduced, and an SVG `dy` takes no calc() either way.)
const sizes = [
  ['0.71em', '1em'],
  ['0.5em', '1.2em'],
  ['10px', '12px'],
];
const inputs = sizes.flatMap(([capHeight, lineHeight]) =>
  [0, 1, 2, 4].flatMap((lines) => [
    `calc(${capHeight})`,
    `calc(${lines / 2} * -${lineHeight} + (${capHeight} / 2))`,
    `calc(${lines} * -${lineHeight})`,
  ]),
);

describe('the calc() stand-in for @visx/text', () => {
  it.each(inputs)('%s', (input) => {
    expect(reduceCssCalc(input)).toBe(reduceCssCalcPackage(input));
  });

  it('leaves what it cannot reduce as it is', () => {
    expect(reduceCssCalc('calc(1em + 10px)')).toBe('calc(1em + 10px)');
    expect(reduceCssCalc('12px')).toBe('12px');
  });
});
