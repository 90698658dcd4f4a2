import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { ReportScreen } from '@/features/report';

export const Route = createFileRoute('/_app/relatorio')({
  validateSearch: MonthSearchSchema,
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['report'])]);
  },
  component: ReportScreen,
});
