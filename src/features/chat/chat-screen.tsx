import { useTranslation } from 'react-i18next';
import { Page } from '@/ui/page';
import { ChatWindow } from './chat-window';

/** /chat: the assistant on a page of its own (decision 070), the same window without a close button. */
export function ChatScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('chat:title')}>
      <ChatWindow page />
    </Page>
  );
}
