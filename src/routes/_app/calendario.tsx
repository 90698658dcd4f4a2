import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { CalendarSearchSchema } from '@/app/search-schemas';
import { CalendarScreen } from '@/features/calendar';

export const Route = createFileRoute('/_app/calendario')({
  validateSearch: CalendarSearchSchema,
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', hiddenForPlanners: true }, context),
      loadNamespaces(['calendar']),
    ]);
  },
  component: CalendarPage,
});

function CalendarPage() {
  return <CalendarScreen />;
}
