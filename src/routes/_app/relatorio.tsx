import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { useMonthRoute } from '@/app/month-route';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { ReportPending, ReportScreen } from '@/features/report';
import { loadReport } from '@/features/report/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/relatorio')({
  validateSearch: MonthSearchSchema,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['report']),
      loadReport(context.queryClient, deps.month, context.user),
    ]);
  },
  // Written out, not by reference: the code splitter moves each component into a chunk of its own.
  pendingComponent: () => <ReportPending {...useMonthRoute(Route.useSearch().month)} />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="report:loadError" />,
  component: ReportPage,
});

function ReportPage() {
  return <ReportScreen {...useMonthRoute(Route.useSearch().month)} />;
}
