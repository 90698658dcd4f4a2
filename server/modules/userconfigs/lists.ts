import type { TaskLists } from '../../repositories/userconfigs.ts';

export type ListsOutcome =
  | { ok: true; lists: TaskLists }
  | { ok: false; problem: 'twoLists' | 'notAccepted'; field: string; id: string };

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * The task lists after a write (spec 3 section 4): a task sits in at most one list, and a task
 * reaches "done" only from "accepted" (or was already done). Lists left out keep their value.
 */
export function nextLists(current: TaskLists, body: Partial<TaskLists>): ListsOutcome {
  const lists: TaskLists = {
    tasksAccepted: unique(body.tasksAccepted ?? current.tasksAccepted),
    tasksRejected: unique(body.tasksRejected ?? current.tasksRejected),
    tasksDone: unique(body.tasksDone ?? current.tasksDone),
  };
  const seen = new Set<string>();
  for (const [field, ids] of Object.entries(lists)) {
    for (const id of ids) {
      if (seen.has(id)) return { ok: false, problem: 'twoLists', field, id };
      seen.add(id);
    }
  }
  const allowed = new Set([...current.tasksAccepted, ...current.tasksDone]);
  const jumped = lists.tasksDone.find((id) => !allowed.has(id));
  if (jumped) return { ok: false, problem: 'notAccepted', field: 'tasksDone', id: jumped };
  return { ok: true, lists };
}
