import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { LoadErrorScreen } from '@/features/shell';
import { TasksPending, TasksScreen } from '@/features/tasks';
import { loadTasks } from '@/features/tasks/loader';
import { currentMonth } from '@/lib/dates';

export const Route = createFileRoute('/_app/tarefas')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'tarefas' }, context),
      loadNamespaces(['tasks']),
      loadTasks(context.queryClient, currentMonth()),
    ]);
  },
  pendingComponent: () => <TasksPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="tasks:loadError" />,
  component: TasksScreen,
});
