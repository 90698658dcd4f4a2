import { describe, expect, it } from 'vitest';
import { PostalCodeUnavailable, viaCep } from './postal-codes.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ViaCEP adapter', () => {
  it('maps the address, caches it and answers undefined for {"erro": true}', async () => {
    const asked: string[] = [];
    const lookup = viaCep({
      fetch: async (url) => {
        asked.push(String(url));
        return String(url).includes('01310100')
          ? answer(200, {
              cep: '01310-100',
              logradouro: 'Avenida Paulista',
              bairro: 'Bela Vista',
              localidade: 'São Paulo',
              uf: 'SP',
            })
          : answer(200, { erro: true });
      },
    });
    expect(await lookup('01310100')).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(await lookup('01310100')).toMatchObject({ city: 'São Paulo' });
    expect(await lookup('99999999')).toBeUndefined();
    expect(asked).toEqual([
      'https://viacep.com.br/ws/01310100/json/',
      'https://viacep.com.br/ws/99999999/json/',
    ]);
  });

  it('reports the service as unavailable on a timeout or a 5xx, without caching it', async () => {
    let calls = 0;
    const lookup = viaCep({
      timeoutMs: 20,
      fetch: async (_url, init) => {
        calls += 1;
        if (calls === 1) return answer(503, {});
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    });
    await expect(lookup('01310100')).rejects.toBeInstanceOf(PostalCodeUnavailable);
    await expect(lookup('01310100')).rejects.toBeInstanceOf(PostalCodeUnavailable);
    expect(calls).toBe(2);
  });
});
