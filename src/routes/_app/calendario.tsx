import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { CalendarSearchSchema } from '@/app/search-schemas';
import { CalendarScreen } from '@/features/calendar';

export const Route = createFileRoute('/_app/calendario')({
  validateSearch: CalendarSearchSchema,
  loader: ({ context }) => enforce({ kind: 'protected', hiddenForPlanners: true }, context),
  component: CalendarPage,
});

function CalendarPage() {
  return <CalendarScreen />;
}
