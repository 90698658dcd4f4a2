import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { MonthSearchSchema } from '@/app/search-schemas';
import { PlanningScreen } from '@/features/planning';

export const Route = createFileRoute('/_app/planejamento')({
  validateSearch: MonthSearchSchema,
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: PlanningPage,
});

function PlanningPage() {
  return <PlanningScreen />;
}
