import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/chat')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: ChatPage,
});

function ChatPage() {
  return <PlaceholderScreen titleKey="routes:chat" />;
}
