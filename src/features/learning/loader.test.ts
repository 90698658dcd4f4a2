import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { createQueryClient } from '@/app/query-client';
import { getUiState, resetUiState } from '@/app/ui-store';
import { loadTrail } from './loader';

const answer = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }));

describe('loadTrail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetUiState();
  });

  it("turns an unknown id into the route's not-found, without the shell's error banner", async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'Registro não encontrado' }));
    const failure = await loadTrail(createQueryClient(), 'nao-existe').catch((error: unknown) => error);
    expect(isNotFound(failure)).toBe(true);
    expect(getUiState().fetchError).toBe(false);
  });

  it('keeps any other failure a failed read: the error view and the banner', async () => {
    vi.stubGlobal('fetch', answer(403, { message: 'Acesso negado' }));
    const failure = await loadTrail(createQueryClient(), 'trilha').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(getUiState().fetchError).toBe(true);
  });

  it('resolves for a trail the server knows', async () => {
    const trail = { _id: 'trilha', title: 'Saindo das dívidas', items: [] };
    vi.stubGlobal('fetch', answer(200, { data: trail }));
    await expect(loadTrail(createQueryClient(), 'trilha')).resolves.toBeUndefined();
  });
});
