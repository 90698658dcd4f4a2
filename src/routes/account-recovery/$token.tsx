import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { NewPasswordScreen } from '@/features/auth';

export const Route = createFileRoute('/account-recovery/$token')({
  params: paramParsers.token,
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'public' }, context), loadNamespaces(['auth'])]);
  },
  component: NewPasswordPage,
});

function NewPasswordPage() {
  return <NewPasswordScreen token={Route.useParams().token} />;
}
