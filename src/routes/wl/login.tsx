import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { WhiteLabelLoginSearchSchema } from '@/app/search-schemas';
import { WlLoginScreen } from '@/features/auth';

export const Route = createFileRoute('/wl/login')({
  validateSearch: WhiteLabelLoginSearchSchema,
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'login' }, context), loadNamespaces(['auth'])]);
  },
  component: WhiteLabelLoginPage,
});

function WhiteLabelLoginPage() {
  return <WlLoginScreen {...Route.useSearch()} />;
}
