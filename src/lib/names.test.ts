import { describe, expect, it } from 'vitest';
import { normalName } from './names';

describe('normalName', () => {
  it('compares names without case, accents or repeated spaces', () => {
    expect(normalName('  Empréstimo   PESSOAL ')).toBe('emprestimo pessoal');
  });

  it.each([
    ['Atacadão', 'atacadao'],
    ['  ATACADÃO ', 'atacadao'],
    ['Água   e esgoto', 'agua e esgoto'],
  ])('%j reads as %j', (name, key) => {
    expect(normalName(name)).toBe(key);
  });
});
