import type { TaskPlace } from '../../repositories/tasks.ts';
import type { TaskLists } from '../../repositories/userconfigs.ts';
import type { Schemas } from '../types.ts';

type Move = Schemas['TaskMove'];

/** Spec 3 section 4: a new task is accepted or refused, an accepted one is completed; nothing goes back. */
const NEXT: Record<Move['from'], ReadonlyArray<Move['to']>> = {
  new: ['accepted', 'rejected'],
  accepted: ['done'],
};

export const allowedMove = ({ from, to }: Move) => NEXT[from].includes(to);

/** Where a task stands in a person's lists. */
export function placeOf(lists: TaskLists | undefined, id: string): TaskPlace {
  if (lists?.tasksAccepted.includes(id)) return 'accepted';
  if (lists?.tasksRejected.includes(id)) return 'rejected';
  if (lists?.tasksDone.includes(id)) return 'done';
  return 'new';
}
