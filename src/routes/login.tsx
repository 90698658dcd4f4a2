import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { LoginScreen } from '@/features/auth';

export const Route = createFileRoute('/login')({
  loader: ({ context }) => enforce({ kind: 'login' }, context),
  component: LoginPage,
});

function LoginPage() {
  return <LoginScreen />;
}
