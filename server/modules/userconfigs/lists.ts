import type { TaskLists } from '../../repositories/userconfigs.ts';

export type ListsOutcome =
  | { ok: true; lists: TaskLists }
  | { ok: false; problem: 'twoLists' | 'notAccepted'; field: string; id: string }
  | { ok: false; problem: 'movedBack'; id: string; now: keyof TaskLists };

const unique = (ids: string[]) => [...new Set(ids)];

/** Where a task in each list may stand after a write: spec 3 section 4 moves only forward. */
const REACHABLE: Record<keyof TaskLists, ReadonlyArray<keyof TaskLists>> = {
  tasksAccepted: ['tasksAccepted', 'tasksDone'],
  tasksRejected: ['tasksRejected'],
  tasksDone: ['tasksDone'],
};

/**
 * The task lists after a write (spec 3 section 4): a task sits in at most one list, a task reaches
 * "done" only from "accepted" (or was already done), and no task goes back. Lists left out keep their
 * value. Whole lists sent by a tab that missed another's move would drop that move: since nothing
 * goes back, such a write is refused instead (decision 009, audit S3).
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
  for (const [now, targets] of Object.entries(REACHABLE) as [keyof TaskLists, (keyof TaskLists)[]][]) {
    const movedBack = current[now].find((id) => !targets.some((list) => lists[list].includes(id)));
    if (movedBack) return { ok: false, problem: 'movedBack', id: movedBack, now };
  }
  return { ok: true, lists };
}
