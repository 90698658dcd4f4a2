import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PreferencesScreen } from '@/features/settings';

export const Route = createFileRoute('/_app/configuracoes/preferencias')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: PreferencesSettingsPage,
});

function PreferencesSettingsPage() {
  return <PreferencesScreen />;
}
