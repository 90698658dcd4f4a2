import type { Achievement, Objective, Profile, Task, Userconfig } from '@/api/gen/model';

export const ACHIEVEMENTS = [
  'budget-tutorial',
  'end-tutorial',
  'planning-tutorial',
  'emergency-reserve',
  'main-objective',
] as const satisfies readonly Achievement[];

/** The done list scrolls above this many tasks (spec 3 section 9). */
export const DONE_SCROLL_LIMIT = 5;

export type TaskLists = Pick<Userconfig, 'tasksAccepted' | 'tasksRejected' | 'tasksDone'>;

export interface TaskGroups {
  fresh: Task[];
  pending: Task[];
  done: Task[];
  rejected: Task[];
}

/** Tasks by state; the three config lists show the latest first, ids of vanished tasks are skipped. */
export function groupTasks(tasks: Task[], lists: TaskLists): TaskGroups {
  const byId = new Map(tasks.map((task) => [task._id, task]));
  const pick = (ids: string[]) =>
    ids
      .toReversed()
      .map((id) => byId.get(id))
      .filter((task): task is Task => task !== undefined);
  const placed = new Set([...lists.tasksAccepted, ...lists.tasksRejected, ...lists.tasksDone]);
  return {
    fresh: tasks.filter((task) => !placed.has(task._id)),
    pending: pick(lists.tasksAccepted),
    done: pick(lists.tasksDone),
    rejected: pick(lists.tasksRejected),
  };
}

/** A system-suggested task has no owner and cannot be edited (spec 3 section 6). */
export const isSystemTask = (task: Task | undefined) => task !== undefined && !task.user;

/** The tag beside a task's title: from the person's numbers (decision 480), suggested or personal. */
export function taskTag(task: Task): 'tasks:fromNumbers' | 'tasks:suggested' | 'tasks:personal' {
  if (task.origin === 'numbers') return 'tasks:fromNumbers';
  return isSystemTask(task) ? 'tasks:suggested' : 'tasks:personal';
}

export interface AchievementFacts {
  profile: Profile | undefined;
  stored: readonly Achievement[];
  skippedTutorial: boolean;
  hasBudgetThisMonth: boolean;
  objectives: Objective[];
  doneCount: number;
}

/**
 * Which achievements are checked (decision 253): none before the financial diagnosis (a profile);
 * then a code stored on the user, or the fact it stands for in the person's own data.
 */
export function achievedSet(facts: AchievementFacts): Set<Achievement> {
  if (!facts.profile) return new Set();
  const savedForEmergency = facts.objectives.some(
    (objective) =>
      objective.category === 'reserva-emergencia' &&
      (objective.initialValue ?? 0) + (objective.paidValue ?? 0) > 0,
  );
  const earned: Record<(typeof ACHIEVEMENTS)[number], boolean> = {
    'budget-tutorial': facts.hasBudgetThisMonth,
    'end-tutorial': facts.doneCount > 0,
    'planning-tutorial': facts.skippedTutorial,
    'emergency-reserve': facts.profile.hasSavings === true || savedForEmergency,
    'main-objective': facts.objectives.length > 0,
  };
  return new Set(ACHIEVEMENTS.filter((code) => earned[code] || facts.stored.includes(code)));
}

/** The chat link of the brand's contact phone, or nothing when none is configured. */
export function chatLink(contactPhone: string | undefined): string | undefined {
  const digits = (contactPhone ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : undefined;
}
