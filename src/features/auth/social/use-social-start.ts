import { useState } from 'react';
import { startSocialSignIn } from '@/api/gen/calls/users';
import { catalogueMessage } from '@/api/http';
import { answerOf, type Notice } from '../shared/messages';
import type { SocialProvider } from './providers';

/**
 * Sends the browser to the provider: the server keeps state, nonce and PKCE verifier (decision 490).
 * Offered on /login's first visit, so it calls without React Query (decision 427).
 */
export function useSocialStart(leave: (url: string) => void = (url) => window.location.assign(url)) {
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function start(provider: SocialProvider): Promise<void> {
    setNotice(null);
    setPending(true);
    try {
      const response = await startSocialSignIn({ provider });
      if (response.status === 200) leave(response.data.data.authorizationUrl);
    } catch (failure) {
      const text = catalogueMessage(answerOf(failure).data);
      setNotice(text ? { tone: 'error', text } : { tone: 'error', key: 'auth:social.failed' });
    } finally {
      setPending(false);
    }
  }

  return { start, notice, pending };
}
