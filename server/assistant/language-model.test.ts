import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money.ts';
import { keepsOurAmounts, languageModelFromEnv, toolRequestOf } from './language-model.ts';

describe('toolRequestOf', () => {
  it.each([
    [
      'consultar',
      '{"assunto":"categorySpending","categoria":"mercado"}',
      { intent: 'categorySpending', monthOffset: 0, names: ['mercado'] },
    ],
    [
      'consultar',
      '{"assunto":"spending","mes":"anterior"}',
      { intent: 'spending', monthOffset: -1, names: [] },
    ],
    [
      'consultar',
      '{"assunto":"revenues","mes":"2025-10"}',
      { intent: 'revenues', monthOffset: -13, names: [] },
    ],
    ['consultar', '{"assunto":"revenues","mes":"outubro"}', { intent: 'revenues', monthOffset: 0 }],
    [
      'consultar',
      '{"assunto":"categorySpending","categoria":"luz","pessoa":"Carlos"}',
      { intent: 'categorySpending', names: ['luz'], person: 'Carlos' },
    ],
    ['consultar', '{"assunto":"groupSpending","grupo":"debts"}', { intent: 'groupSpending', group: 'debts' }],
    ['abrir_tela', '{"tela":"calendar"}', { intent: 'navigate', route: 'calendar' }],
  ])('%s %s', (name, args, expected) => {
    expect(toolRequestOf(name, args, '2026-11')).toMatchObject(expected);
  });

  it.each([
    ['consultar', '{"assunto":"apagar tudo"}'],
    ['abrir_tela', '{"tela":"/admin"}'],
    ['excluir_conta', '{}'],
    ['consultar', 'não é json'],
  ])('refuses %s %s', (name, args) => expect(toolRequestOf(name, args)).toBeUndefined());
});

describe('keepsOurAmounts', () => {
  const ours = [formatMoney(48735), formatMoney(120000)];
  it.each([
    ['R$ 487,35 de R$ 1.200,00', true],
    ['R$\u00a0487,35 de R$1.200,00.', true],
    ['R$ 487,35', false],
    ['R$ 487,35 de R$ 1.200,00, sobrando R$ 712,65', false],
    ['R$ 487,36 de R$ 1.200,00', false],
  ])('%j: %s', (text, expected) => expect(keepsOurAmounts(text, ours)).toBe(expected));

  it('a reply without amounts keeps none and may state none', () => {
    expect(keepsOurAmounts('Abrindo o calendário!', [])).toBe(true);
    expect(keepsOurAmounts('Você tem R$ 10,00', [])).toBe(false);
  });
});

describe('languageModelFromEnv', () => {
  it('is off without ASSISTANT_LLM_URL and in tests', () => {
    expect(languageModelFromEnv({}, 'production')).toBeUndefined();
    expect(languageModelFromEnv({ ASSISTANT_LLM_URL: 'http://127.0.0.1:1/v1' }, 'test')).toBeUndefined();
    expect(languageModelFromEnv({ ASSISTANT_LLM_URL: 'http://127.0.0.1:1/v1' }, 'production')).toBeDefined();
  });
});
