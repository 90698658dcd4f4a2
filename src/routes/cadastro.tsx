import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { SignUpScreen } from '@/features/auth';

export const Route = createFileRoute('/cadastro')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'public' }, context), loadNamespaces(['auth'])]);
  },
  component: SignUpPage,
});

function SignUpPage() {
  return <SignUpScreen />;
}
