import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/tarefas')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'tarefas' }, context),
  component: TasksPage,
});

function TasksPage() {
  return <PlaceholderScreen titleKey="routes:tasks" />;
}
