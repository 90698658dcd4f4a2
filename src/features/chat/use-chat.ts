import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { isCallFailure } from '@/api/http';
import { askAssistant } from '@/api/queries';
import { type ChatEntry, navigationOf } from './chat-logic';

/**
 * The conversation: each question goes to POST /chat; a reply that asks to open a screen opens it.
 * A failure is not shown as an error (spec 2): the assistant says it could not answer and the
 * question goes back into the box (decision 462); the cause goes to the console.
 */
export function useChat(send: typeof askAssistant = askAssistant) {
  const router = useRouter();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [waiting, setWaiting] = useState(false);
  const next = useRef(0);
  const id = () => {
    next.current += 1;
    return next.current;
  };

  async function ask(message: string): Promise<'answered' | 'unavailable'> {
    setEntries((list) => [...list, { id: id(), from: 'person', text: message }]);
    setWaiting(true);
    try {
      const reply = await send({ message });
      setEntries((list) => [
        ...list,
        { id: id(), from: 'assistant', text: reply.reply, ...(reply.link ? { link: reply.link } : {}) },
      ]);
      const href = navigationOf(reply);
      if (href) await router.navigate({ href });
      return 'answered';
    } catch (error) {
      if (!isCallFailure(error)) console.error('assistant: no answer', error);
      setEntries((list) => [...list, { id: id(), from: 'assistant', unavailable: true }]);
      return 'unavailable';
    } finally {
      setWaiting(false);
    }
  }

  return { entries, waiting, ask };
}
