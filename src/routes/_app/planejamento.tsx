import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { useMonthRoute } from '@/app/month-route';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { PlanningPending, PlanningScreen } from '@/features/planning';
import { loadPlanning, planningMonth } from '@/features/planning/loader';
import { LoadErrorScreen } from '@/features/shell';
import { lazyModal } from '../-lazy-modal';

export const Route = createFileRoute('/_app/planejamento')({
  validateSearch: MonthSearchSchema,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['planning']),
      loadPlanning(context.queryClient, planningMonth(deps.month)),
    ]);
  },
  pendingComponent: () => <PlanningPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="planning:loadError" />,
  component: PlanningPage,
});

// The wizard (h10-onboarding-spa) and its texts load only when it opens (decision 411).
const Onboarding = lazyModal(
  () => import('@/features/onboarding').then((feature) => feature.OnboardingModal),
  ['onboarding'],
);

function PlanningPage() {
  return <PlanningScreen {...useMonthRoute(Route.useSearch().month)} modals={{ Onboarding }} />;
}
