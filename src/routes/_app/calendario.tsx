import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { useMonthRoute, useSearchRoute } from '@/app/month-route';
import { enforce } from '@/app/route-guard';
import { CalendarSearchSchema } from '@/app/search-schemas';
import { CalendarPending, CalendarScreen } from '@/features/calendar';
import { loadCalendar } from '@/features/calendar/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/calendario')({
  validateSearch: CalendarSearchSchema,
  // The group filter is applied on screen: only the month is the loader's.
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: async ({ context, deps, cause }) => {
    await Promise.all([
      enforce({ kind: 'protected', hiddenForPlanners: true }, context),
      loadNamespaces(['calendar']),
      loadCalendar(context.queryClient, deps.month, cause === 'enter'),
    ]);
  },
  // Written out, not by reference: the code splitter moves each component into a chunk of its own.
  pendingComponent: () => {
    const search = Route.useSearch();
    const { onSearchChange } = useSearchRoute();
    return (
      <CalendarPending
        {...useMonthRoute(search.month)}
        group={search.group}
        onGroupChange={(group) => onSearchChange({ group })}
      />
    );
  },
  errorComponent: (props) => <LoadErrorScreen {...props} message="calendar:loadError" />,
  component: CalendarPage,
});

function CalendarPage() {
  const search = Route.useSearch();
  const { onSearchChange } = useSearchRoute();
  return (
    <CalendarScreen
      {...useMonthRoute(search.month)}
      group={search.group}
      onGroupChange={(group) => onSearchChange({ group })}
    />
  );
}
