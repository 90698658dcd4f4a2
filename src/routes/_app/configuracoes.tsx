import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { SettingsLayout } from '@/features/settings';

/** Settings tabs live under this route: the tab bar, then the chosen tab. */
export const Route = createFileRoute('/_app/configuracoes')({
  loader: () => loadNamespaces(['settings']),
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <SettingsLayout>
      <Outlet />
    </SettingsLayout>
  );
}
