import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { DashboardScreen } from '@/features/dashboard';
import { CategoryDetailsModal } from '@/features/money-modals';

export const Route = createFileRoute('/_app/painel')({
  validateSearch: MonthSearchSchema,
  beforeLoad: ({ context }) => enforce({ kind: 'protected', tutorialGate: true }, context),
  component: DashboardPage,
});

function DashboardPage() {
  return <DashboardScreen modals={{ CategoryDetails: CategoryDetailsModal }} />;
}
