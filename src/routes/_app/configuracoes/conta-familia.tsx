import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { FamilyScreen } from '@/features/settings';

export const Route = createFileRoute('/_app/configuracoes/conta-familia')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: FamilySettingsPage,
});

function FamilySettingsPage() {
  return <FamilyScreen />;
}
