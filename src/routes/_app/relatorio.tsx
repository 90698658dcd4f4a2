import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/relatorio')({
  validateSearch: MonthSearchSchema,
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: ReportPage,
});

function ReportPage() {
  return <PlaceholderScreen titleKey="routes:report" />;
}
