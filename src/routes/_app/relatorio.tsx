import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { ReportScreen } from '@/features/report';

export const Route = createFileRoute('/_app/relatorio')({
  validateSearch: MonthSearchSchema,
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: ReportScreen,
});
