import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { useMonthRoute } from '@/app/month-route';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { type DashboardChatProps, DashboardPending, DashboardScreen } from '@/features/dashboard';
import { loadDashboard, tomorrowIso } from '@/features/dashboard/loader';
import { LoadErrorScreen } from '@/features/shell';
import { lazyModal } from '../-lazy-modal';

export const Route = createFileRoute('/_app/painel')({
  validateSearch: MonthSearchSchema,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      enforce({ kind: 'protected', tutorialGate: true }, context),
      loadNamespaces(['dashboard']),
      loadDashboard(context.queryClient, deps.month, tomorrowIso(new Date())),
    ]);
  },
  pendingComponent: () => <DashboardPending {...useMonthRoute(Route.useSearch().month)} modals={modals} />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="dashboard:loadError" />,
  component: DashboardPage,
});

const CategoryDetails = lazyModal(
  () => import('@/features/money-modals').then((feature) => feature.CategoryDetailsModal),
  ['money-modals'],
);

const Chat = lazyModal<DashboardChatProps>(
  () => import('@/features/chat').then((feature) => feature.ChatWindow),
  ['chat'],
);

const modals = { CategoryDetails, Chat };

function DashboardPage() {
  return <DashboardScreen {...useMonthRoute(Route.useSearch().month)} modals={modals} />;
}
