import { useState } from 'react';
import { useStartSocialSignIn } from '@/api/gen/endpoints/users/users';
import { catalogueMessage } from '@/api/http';
import { answerOf, type Notice } from '../shared/messages';
import type { SocialProvider } from './providers';

/** Sends the browser to the provider: the server keeps state, nonce and PKCE verifier (decision 490). */
export function useSocialStart(leave: (url: string) => void = (url) => window.location.assign(url)) {
  const mutation = useStartSocialSignIn();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function start(provider: SocialProvider): Promise<void> {
    setNotice(null);
    try {
      const response = await mutation.mutateAsync({ data: { provider } });
      if (response.status === 200) leave(response.data.data.authorizationUrl);
    } catch (failure) {
      const text = catalogueMessage(answerOf(failure).data);
      setNotice(text ? { tone: 'error', text } : { tone: 'error', key: 'auth:social.failed' });
    }
  }

  return { start, notice, pending: mutation.isPending };
}
