import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enabledLoginProviders, isScreenHidden, parseBrand } from './brand-schema';

const brandsDir = new URL('../../../brands/', import.meta.url);
const brandIds = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function readBrand(id: string) {
  return parseBrand(JSON.parse(readFileSync(new URL(`${id}/brand.json`, brandsDir), 'utf8')));
}

describe('brand bundles', () => {
  it('ships the default brand and a demo brand', () => {
    expect(brandIds).toEqual(expect.arrayContaining(['default', 'demo']));
  });

  it.each(brandIds)('%s has a valid brand.json whose id matches its folder', (id) => {
    expect(readBrand(id).id).toBe(id);
  });

  it.each(brandIds)('%s theme sets every theme token', (id) => {
    const css = readFileSync(new URL(`${id}/theme.css`, brandsDir), 'utf8');
    const tokens = ['--color-primary', '--color-primary-contrast', '--color-secondary', '--color-bg'];
    tokens.push('--color-surface', '--color-text', '--color-text-muted', '--color-border', '--color-danger');
    tokens.push('--color-success', '--color-warning', '--color-positive', '--color-negative');
    tokens.push('--color-revenue', '--color-expense', '--color-investment', '--color-transfer');
    tokens.push('--radius', '--font-family', '--sidebar-bg', '--sidebar-text');
    for (const token of tokens) expect(css).toContain(`${token}:`);
  });

  it('the delivered brand hides specialists and products and keeps education and tasks', () => {
    const brand = readBrand('default');
    expect(isScreenHidden(brand, 'especialistas')).toBe(true);
    expect(isScreenHidden(brand, 'produtos')).toBe(true);
    expect(isScreenHidden(brand, 'educacional')).toBe(false);
    expect(isScreenHidden(brand, 'tarefas')).toBe(false);
  });

  it('the delivered brand has social login off overall', () => {
    expect(enabledLoginProviders(readBrand('default'))).toEqual([]);
  });
});

describe('enabledLoginProviders', () => {
  it('lists only providers switched on when social login is on', () => {
    const loginProviders = { google: true, apple: false, facebook: true, social: true };
    expect(enabledLoginProviders({ loginProviders })).toEqual(['google', 'facebook']);
  });
});
