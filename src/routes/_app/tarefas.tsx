import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { TasksScreen } from '@/features/tasks';

export const Route = createFileRoute('/_app/tarefas')({
  loader: ({ context }) => enforce({ kind: 'protected', screen: 'tarefas' }, context),
  component: TasksScreen,
});
