import { describe, expect, it } from 'vitest';
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
});
