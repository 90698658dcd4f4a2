import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { ReportScreen } from '@/features/report';

export const Route = createFileRoute('/_app/relatorio')({
  validateSearch: MonthSearchSchema,
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  loader: () => loadNamespaces(['report']),
  component: ReportScreen,
});
