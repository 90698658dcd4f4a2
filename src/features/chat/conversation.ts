// The store itself, not the session's index, as the other session listeners do.
import { onLogout, onSessionReplaced } from '@/app/session/session-store';
import type { ChatEntry } from './chat-logic';

/**
 * The conversation outlives its window: closing the dashboard's window, or leaving the page, while
 * an answer is on its way no longer drops the question and its answer, which show when the window
 * opens again (audit O1). It belongs to the session that asked: a logout or another person's session
 * starts afresh, and an answer to the session before lands nowhere.
 */
export interface Conversation {
  entries: readonly ChatEntry[];
  /** An answer is on its way; one question at a time. */
  waiting: boolean;
  /** A question whose answer failed, until a question box takes it back (decision 462). */
  returned: string | null;
}

type WithoutId<Entry> = Entry extends unknown ? Omit<Entry, 'id'> : never;
type NewEntry = WithoutId<ChatEntry>;

const EMPTY: Conversation = { entries: [], waiting: false, returned: null };
let conversation = EMPTY;
let session = 0;
let lastId = 0;
const listeners = new Set<() => void>();

function update(change: (current: Conversation) => Conversation): void {
  conversation = change(conversation);
  for (const listener of listeners) listener();
}

function adding(entry: NewEntry): (current: Conversation) => Conversation {
  lastId += 1;
  const added = { ...entry, id: lastId } as ChatEntry;
  return (current) => ({ ...current, entries: [...current.entries, added] });
}

export function subscribeConversation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getConversation = (): Conversation => conversation;

export function forgetConversation(): void {
  session += 1;
  update(() => EMPTY);
}

onLogout(forgetConversation);
onSessionReplaced(forgetConversation);

/** The failed question was put back into a box, or left out of one holding newer text. */
export function takeReturned(): void {
  if (conversation.returned !== null) update((current) => ({ ...current, returned: null }));
}

/** A question asked: its bubble and the wait, then its answer or its failure, in the same session only. */
export function startTurn(question: string) {
  const asked = session;
  update((current) => ({
    ...adding({ from: 'person', text: question })(current),
    waiting: true,
    returned: null,
  }));
  const settle = (change: (current: Conversation) => Conversation) => {
    if (asked === session) update((current) => ({ ...change(current), waiting: false }));
  };
  return {
    answered: (entry: NewEntry) => settle(adding(entry)),
    failed: () =>
      settle((current) => ({
        ...adding({ from: 'assistant', unavailable: true })(current),
        returned: question,
      })),
  };
}
