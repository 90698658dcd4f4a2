import { describe, expect, it } from 'vitest';
import { loadConfig, providersWithoutClient } from './config.ts';

describe('providersWithoutClient', () => {
  it.each([
    ['default', {}, []],
    ['demo', {}, ['google']],
    ['demo', { SOCIAL_GOOGLE_CLIENT_ID: 'cliente' }, []],
  ])('brand %s with %j -> %j', (brand, env, expected) => {
    const config = loadConfig({ NODE_ENV: 'test', BRAND: brand, ...env });
    expect(providersWithoutClient(brand, config.social)).toEqual(expected);
  });
});
