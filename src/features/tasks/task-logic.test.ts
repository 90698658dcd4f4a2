import { describe, expect, it } from 'vitest';
import type { Objective, Task } from '@/api/gen/model';
import { achievedSet, chatLink, groupTasks, taskTag } from './task-logic';

const task = (id: string, user: string | null = null): Task => ({
  _id: id,
  title: id,
  description: id,
  user,
});
const lists = { tasksAccepted: ['b'], tasksRejected: ['c'], tasksDone: ['d', 'e'] };

describe('groupTasks', () => {
  it('splits by state, latest first, skipping ids of vanished tasks', () => {
    const groups = groupTasks(
      ['a', 'b', 'c', 'd', 'e'].map((id) => task(id)),
      { ...lists, tasksDone: ['d', 'x', 'e'] },
    );
    expect(groups.fresh.map((t) => t._id)).toEqual(['a']);
    expect(groups.pending.map((t) => t._id)).toEqual(['b']);
    expect(groups.rejected.map((t) => t._id)).toEqual(['c']);
    expect(groups.done.map((t) => t._id)).toEqual(['e', 'd']);
  });
});

describe('achievedSet', () => {
  const base = {
    profile: { _id: 'p' },
    stored: [],
    skippedTutorial: false,
    hasBudgetThisMonth: false,
    objectives: [],
    doneCount: 0,
  };
  const reserve = { _id: 'o', category: 'reserva-emergencia', initialValue: 0, paidValue: 100 } as Objective;

  it.each([
    [
      'nothing without a profile',
      { ...base, profile: undefined, stored: ['main-objective' as const], doneCount: 3 },
      [],
    ],
    ['nothing yet', base, []],
    ['stored codes', { ...base, stored: ['planning-tutorial' as const] }, ['planning-tutorial']],
    ['savings', { ...base, profile: { _id: 'p', hasSavings: true } }, ['emergency-reserve']],
    [
      'a reserve objective with money',
      { ...base, objectives: [reserve] },
      ['emergency-reserve', 'main-objective'],
    ],
    [
      'budget, tutorial and a done task',
      { ...base, hasBudgetThisMonth: true, skippedTutorial: true, doneCount: 1 },
      ['budget-tutorial', 'end-tutorial', 'planning-tutorial'],
    ],
  ])('%s', (_name, facts, expected) => {
    expect([...achievedSet(facts)]).toEqual(expected);
  });
});

describe('chatLink', () => {
  it('links to the digits of the contact phone, or nothing', () => {
    expect(chatLink('5511999990000')).toBe('https://wa.me/5511999990000');
    expect(chatLink('')).toBeUndefined();
    expect(chatLink(undefined)).toBeUndefined();
  });
});

describe('taskTag', () => {
  it.each([
    ['from the numbers', { ...task('s'), origin: 'numbers' as const }, 'tasks:fromNumbers'],
    ['editorial', { ...task('e'), origin: 'editorial' as const }, 'tasks:suggested'],
    ['a system task from an older server (no origin)', task('o'), 'tasks:suggested'],
    ['personal', task('p', 'eu'), 'tasks:personal'],
  ])('%s', (_, value, tag) => {
    expect(taskTag(value)).toBe(tag);
  });
});
