import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/onboarding-planejamento')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: PlanningOnboardingPage,
});

function PlanningOnboardingPage() {
  return <PlaceholderScreen titleKey="routes:planningOnboarding" />;
}
