import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/painel')({
  validateSearch: MonthSearchSchema,
  beforeLoad: ({ context }) => enforce({ kind: 'protected', tutorialGate: true }, context),
  component: DashboardPage,
});

function DashboardPage() {
  return <PlaceholderScreen titleKey="routes:dashboard" />;
}
