import { describe, expect, it } from 'vitest';
import { checkWatch, openItems } from './trail-rules.ts';

const item = (...ids: string[]) => ({ documents: ids.map((videoId) => ({ videoId })) });
const trail = [item('a', 'b'), item('c'), item('d')];

describe('openItems', () => {
  it.each([
    [[], [true, false, false]],
    [['a'], [true, false, false]],
    [
      ['a', 'b'],
      [true, true, false],
    ],
    [
      ['a', 'b', 'c'],
      [true, true, true],
    ],
    // Watching a later item elsewhere does not skip the order.
    [['c'], [true, false, false]],
  ])('watched %j opens %j', (watched, expected) => {
    expect(openItems(trail, new Set(watched))).toEqual(expected);
  });

  it('an item with no videos does not hold the next one back', () => {
    expect(openItems([item(), item('x')], new Set())).toEqual([true, true]);
  });
});

describe('checkWatch', () => {
  it.each([
    ['a', [], 'ok'],
    ['c', [], 'locked'],
    ['c', ['a', 'b'], 'ok'],
    ['zz', [], 'unknown'],
  ] as const)('%s after %j is %s', (videoId, watched, expected) => {
    expect(checkWatch(videoId, [trail], [], new Set(watched))).toBe(expected);
  });

  it('a video also in a free list is always open', () => {
    expect(checkWatch('d', [trail], [[item('d')]], new Set())).toBe('ok');
  });
});
