import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { WhiteLabelLoginSearchSchema } from '@/app/search-schemas';
import { WlLoginScreen } from '@/features/auth';

export const Route = createFileRoute('/wl/login')({
  validateSearch: WhiteLabelLoginSearchSchema,
  loader: ({ context }) => enforce({ kind: 'login' }, context),
  component: WhiteLabelLoginPage,
});

function WhiteLabelLoginPage() {
  return <WlLoginScreen {...Route.useSearch()} />;
}
