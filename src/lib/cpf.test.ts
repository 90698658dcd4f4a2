import { describe, expect, it } from 'vitest';
import { cpfDigits, isValidCpf, withCheckDigits } from './cpf';

describe('isValidCpf', () => {
  it.each<[string, boolean]>([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['5299822472', false],
    ['', false],
  ])('%j is %j', (value, expected) => {
    expect(isValidCpf(value)).toBe(expected);
  });

  it('keeps only digits', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });
});

describe('withCheckDigits', () => {
  it.each([
    ['529982247', '52998224725'],
    ['111444777', '11144477735'],
  ])('completes %s as %s', (base, cpf) => {
    expect(withCheckDigits([...base].map(Number))).toBe(cpf);
  });
});
