import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { SignUpScreen } from '@/features/auth';

export const Route = createFileRoute('/cadastro')({
  loader: ({ context }) => enforce({ kind: 'public' }, context),
  component: SignUpPage,
});

function SignUpPage() {
  return <SignUpScreen />;
}
