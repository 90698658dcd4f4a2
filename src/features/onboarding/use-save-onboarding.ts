import { useQueryClient } from '@tanstack/react-query';
import { useSaveOnboarding } from '@/api/gen/endpoints/onboarding/onboarding';
import { invalidateMoneyQueries, invalidateRoots } from '@/api/invalidation';

/** Saves the onboarding and refreshes what it wrote: money rows, invoices, budgets, the goods and the profile. */
export function useSaveOnboardingTable() {
  const queryClient = useQueryClient();
  return useSaveOnboarding({
    mutation: {
      onSuccess: () =>
        Promise.all([
          invalidateMoneyQueries(queryClient),
          invalidateRoots(queryClient, ['/goods', '/budgets', '/profiles']),
        ]),
    },
  });
}
