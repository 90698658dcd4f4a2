import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError, isCallFailure } from '@/api/http';
import { askAssistant } from '@/api/queries';
import { getToken, readRefused } from '@/app/session/session-store';
import { navigationOf, orderLink } from './chat-logic';
import { getConversation, startTurn, subscribeConversation, takeReturned } from './conversation';

/**
 * The conversation: each question goes to POST /chat; a reply that asks to open a screen opens it
 * while the window that asked is open and the person is still where they asked (audit O1), else it
 * says so and offers the screen as a link. A failure is not shown as an error (spec 2): the assistant
 * says it could not answer and the question is handed back for the box (decision 462); the cause goes
 * to the console. A refused session is no failure of the assistant: it ends the session as a refused
 * read does, and the app goes to sign-in (audit O11).
 */
export function useChat(send: typeof askAssistant = askAssistant) {
  const router = useRouter();
  const conversation = useSyncExternalStore(subscribeConversation, getConversation, getConversation);
  const open = useRef(false);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  async function ask(message: string): Promise<void> {
    const turn = startTurn(message);
    const askedAt = router.state.location.href;
    const token = getToken();
    try {
      const reply = await send({ message });
      const href = navigationOf(reply);
      const link = orderLink(reply);
      if (href && link && !(open.current && router.state.location.href === askedAt)) {
        turn.answered({ from: 'assistant', notFollowed: true, link });
        return;
      }
      turn.answered({ from: 'assistant', text: reply.reply, ...(reply.link ? { link: reply.link } : {}) });
      if (href) await router.navigate({ href });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) readRefused(token ? `Bearer ${token}` : null);
      else if (!isCallFailure(error)) console.error('assistant: no answer', error);
      turn.failed();
    }
  }

  return { ...conversation, ask, takeReturned };
}
