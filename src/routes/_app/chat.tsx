import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ChatScreen } from '@/features/chat';

export const Route = createFileRoute('/_app/chat')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['chat'])]);
  },
  component: ChatScreen,
});
