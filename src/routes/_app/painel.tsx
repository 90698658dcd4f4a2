import { createFileRoute } from '@tanstack/react-router';
import { useMonthRoute } from '@/app/month-route';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { DashboardPending, DashboardScreen, loadDashboard, tomorrowIso } from '@/features/dashboard';
import { CategoryDetailsModal } from '@/features/money-modals';
import { LoadErrorScreen } from '@/features/shell';

const modals = { CategoryDetails: CategoryDetailsModal };

export const Route = createFileRoute('/_app/painel')({
  validateSearch: MonthSearchSchema,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context, deps }) =>
    Promise.all([
      enforce({ kind: 'protected', tutorialGate: true }, context),
      loadDashboard(context.queryClient, deps.month, tomorrowIso(new Date())),
    ]),
  pendingComponent: () => <DashboardPending {...useMonthRoute(Route.useSearch().month)} modals={modals} />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="dashboard:loadError" />,
  component: DashboardPage,
});

function DashboardPage() {
  return <DashboardScreen {...useMonthRoute(Route.useSearch().month)} modals={modals} />;
}
