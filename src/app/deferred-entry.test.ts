import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeferredEntry } from './deferred-entry';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

function fakePage(entry?: string, { reportsPaints = true } = {}) {
  const appended: { type: string; src: string; crossOrigin: string | null }[] = [];
  const observers: { callback: PaintCallback; disconnected: boolean; options?: unknown }[] = [];
  class FakeObserver {
    record: (typeof observers)[number];
    constructor(callback: PaintCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = {
    setTimeout,
    PerformanceObserver: reportsPaints ? FakeObserver : undefined,
    document: {
      querySelector: () => (entry ? { dataset: { entry } } : null),
      createElement: () => ({ type: '', src: '', crossOrigin: null }),
      head: { appendChild: (tag: (typeof appended)[number]) => appended.push(tag) },
    },
  } as unknown as Window & typeof globalThis;
  const paint = (name: string) => {
    for (const observer of observers) {
      if (!observer.disconnected)
        observer.callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
    }
  };
  return { win, appended, observers, paint };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startDeferredEntry', () => {
  it('starts the named entry as a module once the first contentful paint is reported, once', () => {
    const { win, appended, observers, paint } = fakePage('/assets/index-abc.js');
    startDeferredEntry(win);
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    expect(appended).toEqual([{ type: 'module', src: '/assets/index-abc.js', crossOrigin: '' }]);
    expect(observers[0]?.disconnected).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(appended).toHaveLength(1);
  });

  it('starts it after a second when no paint is reported (a hidden tab, an old browser)', () => {
    for (const reportsPaints of [true, false]) {
      const { win, appended } = fakePage('/assets/index-abc.js', { reportsPaints });
      startDeferredEntry(win);
      vi.advanceTimersByTime(999);
      expect(appended).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(appended).toHaveLength(1);
    }
  });

  it('does nothing on a page that starts its entry itself', () => {
    const { win, appended, observers } = fakePage();
    startDeferredEntry(win);
    vi.advanceTimersByTime(5000);
    expect(appended).toEqual([]);
    expect(observers).toEqual([]);
  });
});
