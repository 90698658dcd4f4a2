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

  // Characters no screen draws do not make a second name (audit AB4, decision 047).
  it.each([
    ['Fei\u200bra livre', 'feira livre'],
    ['Fe\u00adira livre', 'feira livre'],
    ['Feira livre\u034f', 'feira livre'],
    ['Feira\u2060 livre\ufeff', 'feira livre'],
    ['\u200eFeira\u200d livre\u200c', 'feira livre'],
    ['Feira\u3164 livre', 'feira livre'],
    ['Feira livre\u2064\u{e0020}', 'feira livre'],
    ['Super\u200bmercado', 'supermercado'],
  ])('%j reads as %j', (name, key) => {
    expect(normalName(name)).toBe(key);
  });

  it('keeps visible differences apart', () => {
    expect(normalName('Feira livre 2')).not.toBe(normalName('Feira livre'));
    expect(normalName('Feiralivre')).not.toBe(normalName('Feira livre'));
    expect(normalName('Família 👩‍👩‍👧')).toBe(normalName('família 👩‍👩‍👧'));
    expect(normalName('Família 👩‍👩‍👧')).not.toBe(normalName('Família'));
  });
});
