import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/conta-familia')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: FamilySettingsPage,
});

function FamilySettingsPage() {
  return <PlaceholderScreen titleKey="routes:settingsFamily" />;
}
