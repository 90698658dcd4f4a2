import { createFileRoute, redirect } from '@tanstack/react-router';
import { redirectTarget } from '@/app/redirect-token';
import { RedirectSearchSchema } from '@/app/search-schemas';

export const Route = createFileRoute('/redirect')({
  validateSearch: RedirectSearchSchema,
  beforeLoad: async ({ context, search }) => {
    throw redirect({ to: await redirectTarget(context.queryClient, search.token), replace: true });
  },
});
