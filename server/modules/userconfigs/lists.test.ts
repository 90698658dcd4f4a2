import { describe, expect, it } from 'vitest';
import type { TaskLists } from '../../repositories/userconfigs.ts';
import { nextLists } from './lists.ts';

const empty = { tasksAccepted: [], tasksRejected: [], tasksDone: [] };

describe('nextLists', () => {
  it.each([
    ['accepts a new task', empty, { tasksAccepted: ['a'] }, { ...empty, tasksAccepted: ['a'] }],
    [
      'completes an accepted task',
      { ...empty, tasksAccepted: ['a'] },
      { tasksAccepted: [], tasksDone: ['a'] },
      { ...empty, tasksDone: ['a'] },
    ],
    [
      'keeps lists left out',
      { ...empty, tasksDone: ['d'] },
      { tasksRejected: ['r'] },
      { ...empty, tasksDone: ['d'], tasksRejected: ['r'] },
    ],
    ['drops repeated ids', empty, { tasksRejected: ['r', 'r'] }, { ...empty, tasksRejected: ['r'] }],
  ])('%s', (_name, current, body, lists) => {
    expect(nextLists(current, body)).toEqual({ ok: true, lists });
  });

  it('refuses a task in two lists', () => {
    expect(nextLists(empty, { tasksAccepted: ['a'], tasksRejected: ['a'] })).toMatchObject({
      ok: false,
      problem: 'twoLists',
      id: 'a',
    });
  });

  it('refuses done before accepted', () => {
    expect(
      nextLists({ ...empty, tasksRejected: ['a'] }, { tasksRejected: [], tasksDone: ['a'] }),
    ).toMatchObject({
      ok: false,
      problem: 'notAccepted',
      field: 'tasksDone',
    });
  });

  it.each([
    ['an accepted task back to new', { tasksAccepted: ['a'] }, { tasksAccepted: [] }, 'a', 'tasksAccepted'],
    ['a refused task back to new', { tasksRejected: ['r'] }, { tasksRejected: [] }, 'r', 'tasksRejected'],
    [
      'a refused task to accepted',
      { tasksRejected: ['r'] },
      { tasksAccepted: ['r'], tasksRejected: [] },
      'r',
      'tasksRejected',
    ],
    [
      'a done task back to accepted',
      { tasksDone: ['d'] },
      { tasksAccepted: ['d'], tasksDone: [] },
      'd',
      'tasksDone',
    ],
    // A stale tab's whole lists: it accepted 'b' without seeing that another tab accepted 'a'.
    [
      "lists that missed another tab's move",
      { tasksAccepted: ['a'] },
      { tasksAccepted: ['b'] },
      'a',
      'tasksAccepted',
    ],
  ])('refuses taking %s (audit S3)', (_name, lists: Partial<TaskLists>, body, id, now) => {
    expect(nextLists({ ...empty, ...lists }, body)).toEqual({ ok: false, problem: 'movedBack', id, now });
  });
});
