import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { TrailBackLink, TrailPending, TrailScreen, trailLoadErrorText } from '@/features/learning';
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
  errorComponent: (props) => (
    <>
      <TrailBackLink />
      <LoadErrorScreen {...props} message={trailLoadErrorText(props.error)} />
    </>
  ),
  component: LearningTrailPage,
});

function LearningTrailPage() {
  return <TrailScreen id={Route.useParams().id} />;
}
