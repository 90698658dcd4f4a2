import { describe, expect, it } from 'vitest';
import { itemStates } from './trail-logic';

const item = (...ids: string[]) => ({ documents: ids.map((videoId) => ({ videoId })) });
const trail = [item('a', 'b'), item('c'), item('d', 'e')];

describe('itemStates', () => {
  it.each([
    {
      watched: [],
      open: [true, false, false],
      next: ['a', undefined, undefined],
    },
    { watched: ['a'], open: [true, false, false], next: ['b', undefined, undefined] },
    { watched: ['a', 'b'], open: [true, true, false], next: [undefined, 'c', undefined] },
    { watched: ['a', 'b', 'c', 'd'], open: [true, true, true], next: [undefined, undefined, 'e'] },
    // A later video watched elsewhere neither skips the order nor counts as the next one.
    { watched: ['c'], open: [true, false, false], next: ['a', undefined, undefined] },
    { watched: ['b'], open: [true, false, false], next: ['a', undefined, undefined] },
  ])('after $watched: open $open, next $next', ({ watched, open, next }) => {
    const states = itemStates(trail, watched);
    expect(states.map((state) => state.open)).toEqual(open);
    expect(states.map((state) => state.nextVideoId)).toEqual(next);
  });

  it('counts watched videos and marks finished items done', () => {
    const [first, second] = itemStates(trail, ['a', 'b', 'c']);
    expect(first).toMatchObject({ done: true, watchedCount: 2 });
    expect(second).toMatchObject({ done: true, open: true, watchedCount: 1 });
  });

  it('an empty item does not hold the next one back', () => {
    expect(itemStates([item(), item('x')], []).map((state) => state.open)).toEqual([true, true]);
  });
});
