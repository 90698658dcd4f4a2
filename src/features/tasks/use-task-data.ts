import { useSuspenseQuery } from '@tanstack/react-query';
import type { Achievement, Task, Userconfig } from '@/api/gen/model';
import { useCurrentUser } from '@/app/session';
import type { IsoMonth } from '@/lib/dates';
import { taskQueries } from './loader';
import { achievedSet } from './task-logic';

export interface TaskData {
  tasks: Task[];
  config: Userconfig | undefined;
  hasProfile: boolean;
  achieved: Set<Achievement>;
}

/** The screen's reads, from the cache the route's loader filled (suspends if it is not there yet). */
export function useTaskData(month: IsoMonth): TaskData {
  const user = useCurrentUser();
  const queries = taskQueries(month);
  const tasks = useSuspenseQuery(queries.tasks).data;
  const config = useSuspenseQuery(queries.config).data ?? undefined;
  const profile = useSuspenseQuery(queries.profile).data ?? undefined;
  const objectives = useSuspenseQuery(queries.objectives).data;
  const budgets = useSuspenseQuery(queries.budgets).data;
  const achieved = achievedSet({
    profile,
    stored: user?.achievements ?? [],
    skippedTutorial: user?.skipTutorial === true,
    hasBudgetThisMonth: budgets.length > 0,
    objectives,
    doneCount: config?.tasksDone.length ?? 0,
  });
  return { tasks, config, hasProfile: Boolean(profile), achieved };
}
