import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { SocialCallbackSearchSchema } from '@/app/search-schemas';
import { isSocialProvider, SocialCallbackScreen } from '@/features/auth';

/** Where Google and Apple send the browser back (the redirect URI of decision 490). */
export const Route = createFileRoute('/login_/social/$provider')({
  validateSearch: SocialCallbackSearchSchema,
  params: {
    parse: ({ provider }) => {
      if (!isSocialProvider(provider)) throw notFound();
      return { provider };
    },
  },
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'public' }, context), loadNamespaces(['auth'])]);
  },
  component: SocialCallbackPage,
});

function SocialCallbackPage() {
  const { provider } = Route.useParams();
  const { code, state, error } = Route.useSearch();
  return <SocialCallbackScreen provider={provider} code={code} state={state} error={error} />;
}
