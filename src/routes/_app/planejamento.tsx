import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { PlanningScreen } from '@/features/planning';

export const Route = createFileRoute('/_app/planejamento')({
  validateSearch: MonthSearchSchema,
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['planning'])]);
  },
  component: PlanningPage,
});

function PlanningPage() {
  return <PlanningScreen />;
}
