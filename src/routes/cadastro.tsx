import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { SignUpScreen } from '@/features/auth';

export const Route = createFileRoute('/cadastro')({
  beforeLoad: ({ context }) => enforce({ kind: 'public' }, context),
  loader: () => loadNamespaces(['auth']),
  component: SignUpPage,
});

function SignUpPage() {
  return <SignUpScreen />;
}
