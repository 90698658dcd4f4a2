import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes once and hands back the same value', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value instead of making it again', () => {
    const make = vi.fn(() => 0);
    const get = onFirstUse(make);
    expect([get(), get()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
