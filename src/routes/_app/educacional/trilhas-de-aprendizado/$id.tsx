import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { TrailScreen } from '@/features/learning';

export const Route = createFileRoute('/_app/educacional/trilhas-de-aprendizado/$id')({
  params: paramParsers.trailId,
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'educacional' }, context),
      loadNamespaces(['learning']),
    ]);
  },
  component: LearningTrailPage,
});

function LearningTrailPage() {
  return <TrailScreen id={Route.useParams().id} />;
}
