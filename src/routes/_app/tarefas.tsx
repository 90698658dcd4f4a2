import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { TasksScreen } from '@/features/tasks';

export const Route = createFileRoute('/_app/tarefas')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'tarefas' }, context),
      loadNamespaces(['tasks']),
    ]);
  },
  component: TasksScreen,
});
