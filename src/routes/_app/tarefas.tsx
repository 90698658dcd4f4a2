import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { TasksScreen } from '@/features/tasks';

export const Route = createFileRoute('/_app/tarefas')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'tarefas' }, context),
  loader: () => loadNamespaces(['tasks']),
  component: TasksScreen,
});
