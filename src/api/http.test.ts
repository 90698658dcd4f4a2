import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  catalogueMessage,
  customFetch,
  failureMessage,
  isPermissionDenied,
  isSubscriptionExpired,
  onSubscriptionExpired,
  toApiError,
} from './http';

const sessionMocks = vi.hoisted(() => ({ token: 'tok' as string | null, readRefused: vi.fn() }));
vi.mock('@/app/session/session-store', () => ({
  getToken: () => sessionMocks.token,
  readRefused: sessionMocks.readRefused,
}));

describe('failureMessage', () => {
  it.each([
    [new ApiError(400, 'CPF inválido', {}), 'CPF inválido'],
    [new ApiError(500, '', undefined), 'Falhou'],
    [new ApiError(500, 'Erro interno do servidor', { message: 'Erro interno do servidor' }), 'Falhou'],
    [toApiError(502, '<html><body><h1>502 Bad Gateway</h1></body></html>'), 'Falhou'],
    [toApiError(413, '<html><head><title>413 Request Entity Too Large</title></head></html>'), 'Falhou'],
    [new TypeError('Failed to fetch'), 'Falhou'],
  ])('%o -> %j', (error, expected) => {
    expect(failureMessage(error, 'Falhou')).toBe(expected);
  });
});

describe('catalogueMessage', () => {
  it.each([
    [{ message: 'Erro' }, 'Erro'],
    [{ message: 'Erro', errors: [{ message: 'A' }, { message: 'B', field: 'x' }] }, 'Erro\nA\nB'],
    [{ errors: [{ message: 'Só isto' }] }, 'Só isto'],
    [{ message: '', errors: [{}, { message: 3 }] }, ''],
    [{ message: 'Permission denied!' }, ''],
    ['texto simples ', ''],
    ['<html><body>502 Bad Gateway</body></html>', ''],
    [undefined, ''],
  ])('%j -> %j', (body, expected) => {
    expect(catalogueMessage(body)).toBe(expected);
  });
});

describe('toApiError', () => {
  it('keeps the status and the body and reads like the catalogue', () => {
    const body = { message: 'Falhou', errors: [{ message: 'CPF INVÁLIDO' }] };
    const error = toApiError(400, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Falhou\nCPF INVÁLIDO');
    expect(error.body).toBe(body);
  });
});

describe('isPermissionDenied', () => {
  it.each([
    ['GET', { message: 'Permission denied!' }, true],
    ['get', { message: 'Permission denied!' }, true],
    ['PATCH', { message: 'Permission denied!' }, false],
    ['GET', { message: 'Outra coisa' }, false],
    ['GET', 'Permission denied!', false],
  ])('%s %j -> %s', (method, body, expected) => {
    expect(isPermissionDenied(method, body)).toBe(expected);
  });
});

describe('customFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    sessionMocks.token = 'tok';
    sessionMocks.readRefused.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  describe('a read the page started early (decision 422)', () => {
    const early = (url: string, authorization: string, response: Promise<Response>) => {
      vi.stubGlobal('window', {
        __earlyRequests: new Map([[url, { authorization, startedAt: Date.now(), response }]]),
      });
    };

    it('is answered once from it, then asked again', async () => {
      early('/payments', 'Bearer tok', Promise.resolve(json(200, { data: { items: ['early'] } })));
      fetchMock.mockResolvedValue(json(200, { data: { items: ['fetched'] } }));
      const first = await customFetch<{ data: unknown }>('/payments');
      expect(first.data).toEqual({ data: { items: ['early'] } });
      expect(fetchMock).not.toHaveBeenCalled();
      const second = await customFetch<{ data: unknown }>('/payments');
      expect(second.data).toEqual({ data: { items: ['fetched'] } });
    });

    it('reports its failures as any answer', async () => {
      early('/payments', 'Bearer tok', Promise.resolve(json(403, { message: 'Permission denied!' })));
      await expect(customFetch('/payments')).rejects.toBeInstanceOf(ApiError);
      expect(sessionMocks.readRefused).toHaveBeenCalledWith('Bearer tok');
    });

    it('is not used with other credentials, for writes, or when it failed to arrive', async () => {
      fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: 'fetched' })));
      early('/payments', 'Bearer someone-else', Promise.resolve(json(200, { data: 'early' })));
      expect((await customFetch<{ data: unknown }>('/payments')).data).toEqual({ data: 'fetched' });
      early('/payments', 'Bearer tok', Promise.resolve(json(200, { data: 'early' })));
      await customFetch('/payments', { method: 'POST', body: '{}' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      early('/payments', 'Bearer tok', Promise.reject(new TypeError('Failed to fetch')));
      expect((await customFetch<{ data: unknown }>('/payments')).data).toEqual({ data: 'fetched' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });
  });

  it('hands a refused read to the session with the credentials it carried', async () => {
    fetchMock.mockImplementation(async () => {
      // The session may change while the read is on its way: the store judges the one it carried.
      sessionMocks.token = 'next-client';
      return json(403, { message: 'Permission denied!' });
    });
    await expect(customFetch('/payments')).rejects.toBeInstanceOf(ApiError);
    expect(sessionMocks.readRefused).toHaveBeenCalledWith('Bearer tok');
  });

  it('prefixes /api, sends the bearer token and returns { data, status, headers }', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { _id: 'u1' } }));
    const result = await customFetch<{ data: unknown; status: number; headers: Headers }>('/users/u1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/u1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(result.data).toEqual({ data: { _id: 'u1' } });
    expect(result.status).toBe(200);
    expect(result.headers).toBeInstanceOf(Headers);
  });

  it('sends no Authorization header without a session', async () => {
    sessionMocks.token = null;
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const result = await customFetch<{ data: unknown; status: number }>('/health');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    expect(result).toMatchObject({ data: undefined, status: 204 });
  });

  it('throws an ApiError with the joined catalogue message', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Dados inválidos', errors: [{ message: 'A' }] }));
    await expect(customFetch('/users', { method: 'POST' })).rejects.toMatchObject({
      status: 400,
      message: 'Dados inválidos\nA',
    });
    expect(sessionMocks.readRefused).not.toHaveBeenCalled();
  });

  it("logs out when a GET answers 'Permission denied!'", async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'Permission denied!' }));
    await expect(customFetch('/payments')).rejects.toBeInstanceOf(ApiError);
    expect(sessionMocks.readRefused).toHaveBeenCalledWith('Bearer tok');
  });

  it('tells the listeners when a write is refused because the account expired, and stops when asked', async () => {
    const heard = vi.fn();
    const stop = onSubscriptionExpired(heard);
    const expired = { message: 'Seu período de avaliação terminou', code: 'subscriptionExpired' };
    fetchMock.mockResolvedValue(json(403, expired));
    const error = await customFetch('/transactions', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(isSubscriptionExpired(error)).toBe(true);
    expect(heard).toHaveBeenCalledWith(error);
    expect(sessionMocks.readRefused).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json(403, { message: 'Acesso negado' }));
    const other = await customFetch('/transactions', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(isSubscriptionExpired(other)).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);

    stop();
    fetchMock.mockResolvedValue(json(403, expired));
    await customFetch('/transactions', { method: 'POST' }).catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("does not log out when a write answers 'Permission denied!', and leaves the English out", async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Permission denied!' }));
    const refused = customFetch('/payments/1', { method: 'DELETE' }).catch((error: unknown) => error);
    await expect(refused).resolves.toBeInstanceOf(ApiError);
    expect(failureMessage(await refused, 'Não foi possível excluir')).toBe('Não foi possível excluir');
    expect(sessionMocks.readRefused).not.toHaveBeenCalled();
  });

  it('does not log out when an account not yet activated is refused (the guard sends it to activation)', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'Ative sua conta para continuar.' }));
    await expect(customFetch('/payments')).rejects.toMatchObject({
      status: 403,
      message: 'Ative sua conta para continuar.',
    });
    expect(sessionMocks.readRefused).not.toHaveBeenCalled();
  });

  it('sends a JSON content type only with a body', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: {} }));
    const headers = { 'Content-Type': 'application/json' };
    await customFetch('/families/f1/member?remove=m2', { method: 'POST', headers, body: undefined });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Content-Type')).toBe(false);
    await customFetch('/families', { method: 'POST', headers, body: '{"name":"F"}' });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Content-Type')).toBe('application/json');
  });

  it('hands a CSV download back as a Blob', async () => {
    fetchMock.mockResolvedValue(new Response('a;b\n1;2', { headers: { 'content-type': 'text/csv' } }));
    const result = await customFetch<{ data: Blob }>('/users/export_user_story', { method: 'POST' });
    expect(await result.data.text()).toBe('a;b\n1;2');
  });
});
