import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { SignUpSearchSchema } from '@/app/search-schemas';
import { SignUpScreen } from '@/features/auth';

export const Route = createFileRoute('/cadastro')({
  validateSearch: SignUpSearchSchema,
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'public' }, context), loadNamespaces(['auth'])]);
  },
  component: SignUpPage,
});

function SignUpPage() {
  const { social } = Route.useSearch();
  return <SignUpScreen social={social} />;
}
