import type { QueryClient } from '@tanstack/react-query';
import {
  budgetsQuery,
  ensureAll,
  financialProfileQuery,
  objectivesQuery,
  taskConfigQuery,
  tasksQuery,
} from '@/api/queries';
import { firstDateOfMonth, type IsoMonth, lastDateOfMonth } from '@/lib/dates';

// The route imports its loader from here, never from the feature's index (decision 350).

/** Every read of /tarefas: tasks, the caller's configuration, and the facts behind the achievements. */
export function taskQueries(month: IsoMonth) {
  return {
    tasks: tasksQuery(),
    config: taskConfigQuery(),
    profile: financialProfileQuery(),
    objectives: objectivesQuery(),
    budgets: budgetsQuery({ startDate: firstDateOfMonth(month), endDate: lastDateOfMonth(month) }),
  };
}

/** /tarefas; the achievements look at this month's budget. */
export function loadTasks(queryClient: QueryClient, month: IsoMonth) {
  const queries = taskQueries(month);
  return ensureAll(
    queryClient,
    queries.tasks,
    queries.config,
    queries.profile,
    queries.objectives,
    queries.budgets,
  );
}
