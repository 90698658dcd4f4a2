import { describe, expect, it } from 'vitest';
import { t } from '../i18n.ts';
import { contractedOf, loadBrand } from './brand.ts';

describe('the brand in the e-mails', () => {
  it.each([
    ['o', 'do'],
    ['a', 'da'],
    ['os', 'dos'],
    ['as', 'das'],
    ['', 'de'],
  ])("contracts 'de' with the article %j into %j", (article, of) => {
    expect(contractedOf(article)).toBe(of);
  });

  it.each([
    ['default', 'Seu código de ativação do Otto é: 123456', 'a sua senha do Otto.'],
    ['demo', 'Seu código de ativação da Cofrinha é: 123456', 'a sua senha da Cofrinha.'],
  ])('reads as Portuguese for the %s brand', (id, activation, recovery) => {
    const brand = loadBrand(id);
    expect(t('mail.activationText', { ...brand, name: 'Ana', code: '123456' })).toContain(activation);
    expect(t('mail.recoveryText', { ...brand, name: 'Ana', link: 'x' })).toContain(recovery);
  });
});
