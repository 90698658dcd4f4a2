import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { NewPasswordScreen } from '@/features/auth';

export const Route = createFileRoute('/account-recovery/$token')({
  params: paramParsers.token,
  loader: ({ context }) => enforce({ kind: 'public' }, context),
  component: NewPasswordPage,
});

function NewPasswordPage() {
  return <NewPasswordScreen token={Route.useParams().token} />;
}
