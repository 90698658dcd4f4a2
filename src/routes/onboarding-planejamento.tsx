import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { getSessionSnapshot } from '@/app/session/session-store';
import { OnboardingPage, OnboardingPending } from '@/features/onboarding';
import { loadOnboarding } from '@/features/onboarding/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/onboarding-planejamento')({
  loader: async ({ context }) => {
    const userId = getSessionSnapshot().session?.id ?? '';
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['onboarding']),
      userId ? loadOnboarding(context.queryClient, userId) : undefined,
    ]);
    return { userId };
  },
  pendingComponent: () => <OnboardingPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="onboarding:loadError" />,
  component: PlanningOnboardingPage,
});

function PlanningOnboardingPage() {
  const { userId } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  return <OnboardingPage userId={userId} onClose={() => void navigate({ to: '/planejamento' })} />;
}
