import type { UserconfigRow } from '../../repositories/userconfigs.ts';
import type { Schemas } from '../types.ts';

/** A person's task lists as the contract shows them (the userconfigs calls and a task's move). */
export function presentUserconfig(row: UserconfigRow): Schemas['Userconfig'] {
  return {
    _id: row.id,
    user: row.userId,
    tasksAccepted: row.tasksAccepted,
    tasksDone: row.tasksDone,
    tasksRejected: row.tasksRejected,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
