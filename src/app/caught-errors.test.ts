import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { reportCaughtError } from './caught-errors';

describe("a route's caught error in the console (audit E7)", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a refused call', new ApiError(400, 'Dados inválidos', {}), false],
    ["Chromium's lost network", new TypeError('Failed to fetch'), false],
    ["Firefox's lost network", new TypeError('NetworkError when attempting to fetch resource.'), false],
    ["Safari's lost network", new TypeError('Load failed'), false],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'x')"), true],
    ['any other error', new Error('boom'), true],
  ])('%s is written: %s', (_, error, written) => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    reportCaughtError(error, { componentStack: '\n    at Screen' });
    expect(console).toHaveBeenCalledTimes(written ? 1 : 0);
  });
});
