import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/perfil')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: ProfileSettingsPage,
});

function ProfileSettingsPage() {
  return <PlaceholderScreen titleKey="routes:settingsProfile" />;
}
