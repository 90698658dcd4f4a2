import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/cadastro')({
  beforeLoad: ({ context }) => enforce({ kind: 'public' }, context),
  component: SignUpPage,
});

function SignUpPage() {
  return <PlaceholderScreen titleKey="routes:signUp" />;
}
