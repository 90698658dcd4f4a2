import { useQuery } from '@tanstack/react-query';
import {
  budgetsQuery,
  financialProfileQuery,
  objectivesQuery,
  taskConfigQuery,
  tasksQuery,
} from '@/api/queries';
import { useCurrentUser } from '@/app/session';
import { currentMonth, firstDateOfMonth, lastDateOfMonth } from '@/lib/dates';
import { achievedSet } from './task-logic';

/** Every read of the screen: tasks, the caller's configuration, and the facts behind the achievements. */
export function useTaskData() {
  const user = useCurrentUser();
  const tasks = useQuery(tasksQuery());
  const config = useQuery(taskConfigQuery());
  const profile = useQuery(financialProfileQuery());
  const objectives = useQuery(objectivesQuery());
  const month = currentMonth();
  const budget = useQuery(
    budgetsQuery({ startDate: firstDateOfMonth(month), endDate: lastDateOfMonth(month) }),
  );
  const achieved = achievedSet({
    profile: profile.data ?? undefined,
    stored: user?.achievements ?? [],
    skippedTutorial: user?.skipTutorial === true,
    hasBudgetThisMonth: (budget.data?.length ?? 0) > 0,
    objectives: objectives.data ?? [],
    doneCount: config.data?.tasksDone.length ?? 0,
  });
  return {
    tasks: tasks.data,
    config: config.data ?? undefined,
    hasProfile: Boolean(profile.data),
    achieved,
    isPending: tasks.isPending || config.isPending,
    isError: tasks.isError || config.isError,
  };
}
