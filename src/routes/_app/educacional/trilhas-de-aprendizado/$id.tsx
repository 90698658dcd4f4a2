import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { TrailScreen } from '@/features/learning';

export const Route = createFileRoute('/_app/educacional/trilhas-de-aprendizado/$id')({
  params: paramParsers.trailId,
  loader: ({ context }) => enforce({ kind: 'protected', screen: 'educacional' }, context),
  component: LearningTrailPage,
});

function LearningTrailPage() {
  return <TrailScreen id={Route.useParams().id} />;
}
