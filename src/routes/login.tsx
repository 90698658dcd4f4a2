import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => enforce({ kind: 'login' }, context),
  component: LoginPage,
});

function LoginPage() {
  return <PlaceholderScreen titleKey="routes:login" />;
}
