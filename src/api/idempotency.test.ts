import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransaction } from './gen/endpoints/transactions/transactions';
import { idempotent, newIdempotencyKey } from './idempotency';

afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key (decision 312)', () => {
  it('makes a new 32-character key each time, within the contract bounds', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('goes out as a header of a generated money call through the one mutator', async () => {
    const fetch = vi.fn(
      async () => new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await createTransaction({} as never, idempotent('chave-1'));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('chave-1');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });
});
