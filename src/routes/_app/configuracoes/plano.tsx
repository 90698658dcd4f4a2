import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/plano')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: PlanSettingsPage,
});

function PlanSettingsPage() {
  return <PlaceholderScreen titleKey="routes:settingsPlan" />;
}
