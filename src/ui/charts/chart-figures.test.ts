import { describe, expect, it } from 'vitest';
import { seriesFigures, sliceFigures } from './chart-figures';

const reais = (centavos: number) => `${centavos / 100}`;

describe('seriesFigures', () => {
  it.each([
    {
      case: 'one group per category, one figure per series, in the drawn order',
      categories: ['Outubro 2026', 'Novembro 2026'],
      series: [
        { label: 'Receitas', values: [100, 250] },
        { label: 'Despesas', values: [75, 0] },
      ],
      expected: [
        {
          heading: 'Outubro 2026',
          figures: [
            { label: 'Receitas', value: '1' },
            { label: 'Despesas', value: '0.75' },
          ],
        },
        {
          heading: 'Novembro 2026',
          figures: [
            { label: 'Receitas', value: '2.5' },
            { label: 'Despesas', value: '0' },
          ],
        },
      ],
    },
    {
      case: 'a series shorter than the categories reads zero where it has no value',
      categories: ['Outubro 2026', 'Novembro 2026'],
      series: [{ label: 'Planejado', values: [500] }],
      expected: [
        { heading: 'Outubro 2026', figures: [{ label: 'Planejado', value: '5' }] },
        { heading: 'Novembro 2026', figures: [{ label: 'Planejado', value: '0' }] },
      ],
    },
  ])('$case', ({ categories, series, expected }) => {
    expect(seriesFigures(categories, series, reais)).toEqual(expected);
  });
});

describe('sliceFigures', () => {
  const total = { label: 'Total', value: 'T' };
  it.each([
    {
      case: 'slices of one sign read as sizes',
      slices: [
        { label: 'Moradia', value: -2300 },
        { label: 'Mercado', value: -980 },
      ],
      values: ['23', '9.8'],
    },
    {
      case: 'slices of both signs keep their signs',
      slices: [
        { label: 'Itaú', value: 1000 },
        { label: 'Inter', value: -1500 },
      ],
      values: ['10', '-15'],
    },
  ])('$case, then the total', ({ slices, values }) => {
    const [group] = sliceFigures(slices, total, reais);
    expect(group?.heading).toBeUndefined();
    expect(group?.figures).toEqual([
      ...slices.map((slice, index) => ({ label: slice.label, value: values[index] })),
      total,
    ]);
  });
});
