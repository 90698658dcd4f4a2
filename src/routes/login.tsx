import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { LoginScreen } from '@/features/auth';

export const Route = createFileRoute('/login')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'login' }, context), loadNamespaces(['auth'])]);
  },
  component: LoginPage,
});

function LoginPage() {
  return <LoginScreen />;
}
