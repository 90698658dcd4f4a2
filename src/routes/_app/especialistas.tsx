import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { ExpertsScreen } from '@/features/experts';

export const Route = createFileRoute('/_app/especialistas')({
  loader: ({ context }) => enforce({ kind: 'protected', screen: 'especialistas' }, context),
  component: ExpertsScreen,
});
