import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/preferencias')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: PreferencesSettingsPage,
});

function PreferencesSettingsPage() {
  return <PlaceholderScreen titleKey="routes:settingsPreferences" />;
}
