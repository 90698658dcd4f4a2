import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { TrailBackLink, TrailNotFound, TrailPending, TrailScreen } from '@/features/learning';
import { loadTrail } from '@/features/learning/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/educacional/trilhas-de-aprendizado/$id')({
  params: paramParsers.trailId,
  loader: async ({ context, params }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'educacional' }, context),
      loadNamespaces(['learning']),
      loadTrail(context.queryClient, params.id),
    ]);
  },
  pendingComponent: () => <TrailPending />,
  // An unknown id: the loader throws the router's notFound, which is neither logged nor retried.
  notFoundComponent: () => <TrailNotFound />,
  errorComponent: (props) => (
    <>
      <TrailBackLink />
      <LoadErrorScreen {...props} message="learning:loadError" />
    </>
  ),
  component: LearningTrailPage,
});

function LearningTrailPage() {
  return <TrailScreen id={Route.useParams().id} />;
}
