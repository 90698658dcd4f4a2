import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { ProfileScreen } from '@/features/settings';
import { loadProfile } from '@/features/settings/loader';

export const Route = createFileRoute('/_app/configuracoes/perfil')({
  loader: ({ context }) => {
    loadProfile(context.queryClient);
    return enforce({ kind: 'protected' }, context);
  },
  component: ProfileSettingsPage,
});

function ProfileSettingsPage() {
  return <ProfileScreen />;
}
