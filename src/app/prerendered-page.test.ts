import { afterEach, describe, expect, it } from 'vitest';
import { markFirstView, remainingAppearDelay } from './prerendered-page';

afterEach(() => markFirstView(null));

describe('remainingAppearDelay', () => {
  it.each([
    // [first view shown by the page, path asked, ms since navigation start, delay left]
    ['/login', '/login', 120, 180],
    ['/login', '/login', 300, 0],
    ['/login', '/login', 2400, 0],
    ['/login', '/cadastro', 120, 300],
    [null, '/login', 120, 300],
  ])('page showed %s, %s at %i ms: waits %i ms more', (shown, path, now, left) => {
    markFirstView(shown);
    expect(remainingAppearDelay(path, 300, now)).toBe(left);
  });
});
