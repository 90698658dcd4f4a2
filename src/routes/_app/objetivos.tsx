import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { ObjectivesScreen } from '@/features/objectives';

export const Route = createFileRoute('/_app/objetivos')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: ObjectivesScreen,
});
