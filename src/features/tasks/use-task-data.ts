import { useListBudgets } from '@/api/gen/endpoints/budgets/budgets';
import { useListObjectives } from '@/api/gen/endpoints/objectives/objectives';
import { useListProfiles } from '@/api/gen/endpoints/profiles/profiles';
import { useListTasks } from '@/api/gen/endpoints/tasks/tasks';
import { useListUserconfigs } from '@/api/gen/endpoints/userconfigs/userconfigs';
import { useCurrentUser } from '@/app/session';
import { currentMonth, firstDateOfMonth, lastDateOfMonth } from '@/lib/dates';
import { achievedSet } from './task-logic';

/** Every read of the screen: tasks, the caller's configuration, and the facts behind the achievements. */
export function useTaskData() {
  const user = useCurrentUser();
  const tasks = useListTasks({ query: { select: (r) => (r.status === 200 ? r.data.data.items : []) } });
  const config = useListUserconfigs({
    query: { select: (r) => (r.status === 200 ? r.data.data.items[0] : undefined) },
  });
  const profile = useListProfiles({
    query: { select: (r) => (r.status === 200 ? r.data.data.items[0] : undefined) },
  });
  const objectives = useListObjectives({
    query: { select: (r) => (r.status === 200 ? r.data.data.items : []) },
  });
  const month = currentMonth();
  const budget = useListBudgets(
    { startDate: firstDateOfMonth(month), endDate: lastDateOfMonth(month) },
    { query: { select: (r) => r.status === 200 && r.data.data.total > 0 } },
  );
  const achieved = achievedSet({
    profile: profile.data,
    stored: user?.achievements ?? [],
    skippedTutorial: user?.skipTutorial === true,
    hasBudgetThisMonth: budget.data === true,
    objectives: objectives.data ?? [],
    doneCount: config.data?.tasksDone.length ?? 0,
  });
  return {
    tasks: tasks.data,
    config: config.data,
    hasProfile: profile.data !== undefined,
    achieved,
    isPending: tasks.isPending || config.isPending,
    isError: tasks.isError || config.isError,
  };
}
