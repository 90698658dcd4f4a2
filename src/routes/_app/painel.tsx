import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { DashboardScreen } from '@/features/dashboard';
import { lazyModal } from '../-lazy-modal';

export const Route = createFileRoute('/_app/painel')({
  validateSearch: MonthSearchSchema,
  beforeLoad: ({ context }) => enforce({ kind: 'protected', tutorialGate: true }, context),
  loader: () => loadNamespaces(['dashboard']),
  component: DashboardPage,
});

const CategoryDetails = lazyModal(
  () => import('@/features/money-modals').then((feature) => feature.CategoryDetailsModal),
  ['money-modals'],
);

function DashboardPage() {
  return <DashboardScreen modals={{ CategoryDetails }} />;
}
