import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './answer-cache.ts';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
