import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { ProfileScreen } from '@/features/settings';

export const Route = createFileRoute('/_app/configuracoes/perfil')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: ProfileSettingsPage,
});

function ProfileSettingsPage() {
  return <ProfileScreen />;
}
