import { useRouter } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLink } from '@/api/gen/model';
import { actsAsPlanner } from '@/app/guards';
import { useCurrentUser, useSession } from '@/app/session';
import { Button } from '@/ui/button';
import { trapTab } from '@/ui/focus';
import { useNarrowScreen } from '@/ui/viewport';
import styles from './chat.module.css';
import { type ChatEntry, linkHref, MAX_MESSAGE } from './chat-logic';
import { useChat } from './use-chat';

export interface ChatWindowProps {
  /** The dashboard's window closes; the /chat page has no close button. */
  onClose?: () => void;
  /** Fills its page instead of floating over the dashboard. */
  page?: boolean;
}

const SUGGESTIONS = ['spending', 'tomorrow', 'invoice', 'calendar'] as const;
// The calendar never opens for a planner (spec 1): planning is the screen offered instead (audit O2).
const PLANNER_SUGGESTIONS = ['spending', 'tomorrow', 'invoice', 'budget'] as const;

/** The assistant's window: the conversation, suggestions while it is empty, and the question box. */
export function ChatWindow({ onClose, page = false }: ChatWindowProps) {
  const { t } = useTranslation();
  const { entries, waiting, returned, ask, takeReturned } = useChat();
  const user = useCurrentUser();
  const { plannerLogin } = useSession();
  const suggestions = actsAsPlanner({ user: user ?? null, hasPlannerLogin: plannerLogin !== null })
    ? PLANNER_SUGGESTIONS
    : SUGGESTIONS;
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);
  // On a phone the floating window covers the dashboard: it is a modal dialog there, and Tab stays
  // in it instead of walking into the controls under it (audit G5). On a wide screen it sits beside
  // the page, which stays in use.
  const covering = useNarrowScreen() && !page;
  useEffect(() => {
    if (covering) input.current?.focus();
  }, [covering]);

  useEffect(() => {
    if (entries.length > 0 || waiting) end.current?.scrollIntoView?.({ block: 'end' });
  }, [entries, waiting]);

  // A failed question goes back only into an empty box: what was typed meanwhile stays (audit O9).
  useEffect(() => {
    if (returned === null) return;
    setDraft((current) => (current.trim() ? current : returned));
    takeReturned();
  }, [returned, takeReturned]);

  async function submit(message: string) {
    const text = message.trim();
    if (!text || waiting) return;
    setDraft('');
    await ask(text);
    input.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(draft);
  }

  const frame = {
    className: page ? styles.page : styles.window,
    'aria-labelledby': 'chat-title',
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Tab' && covering) trapTab(event, event.currentTarget);
      // Esc is the close button's keyboard twin (audit G5).
      if (event.key !== 'Escape' || !onClose) return;
      event.preventDefault();
      onClose();
    },
  };
  const content = (
    <>
      {/* Not a <header>: inside a dialog it would read as a second banner of the page. */}
      <div className={styles.header}>
        <h2 id="chat-title" className={styles.title}>
          {t('chat:title')}
        </h2>
        {onClose ? (
          <button type="button" className={styles.close} aria-label={t('chat:close')} onClick={onClose}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" stroke="currentColor">
              <path d="M6 6l12 12M18 6L6 18" strokeWidth="2.5" />
            </svg>
          </button>
        ) : null}
      </div>
      <ol
        className={styles.messages}
        aria-label={t('chat:messagesLabel')}
        aria-live="polite"
        aria-busy={waiting}
      >
        {entries.length === 0 ? (
          <li className={styles.intro}>
            <p>{t('chat:intro')}</p>
            <ul className={styles.suggestions} aria-label={t('chat:suggestionsLabel')}>
              {suggestions.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className={styles.suggestion}
                    onClick={() => void submit(t(`chat:suggestions.${key}`))}
                  >
                    {t(`chat:suggestions.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          entries.map((entry) => <Entry key={entry.id} entry={entry} />)
        )}
        {waiting ? (
          <li className={`${styles.bubble} ${styles.assistant} ${styles.waiting}`}>
            <span role="status">{t('chat:waiting')}</span>
          </li>
        ) : null}
        <li ref={end} aria-hidden="true" className={styles.end} />
      </ol>
      <form className={styles.form} onSubmit={onSubmit}>
        <input
          ref={input}
          className={styles.input}
          aria-label={t('chat:inputLabel')}
          placeholder={t('chat:placeholder')}
          value={draft}
          maxLength={MAX_MESSAGE}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={!draft.trim()} busy={waiting}>
          {t('chat:send')}
        </Button>
      </form>
    </>
  );
  return covering ? (
    <div role="dialog" aria-modal="true" {...frame}>
      {content}
    </div>
  ) : (
    <section {...frame}>{content}</section>
  );
}

function Entry({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation();
  if (entry.from === 'person')
    return (
      <li className={`${styles.bubble} ${styles.person}`}>
        <span className={styles.who}>{t('chat:you')}</span>
        {entry.text}
      </li>
    );
  let text: string;
  if ('notFollowed' in entry) text = t('chat:notFollowed');
  else if ('unavailable' in entry) text = t('chat:unavailable');
  else text = entry.text;
  return (
    <li className={`${styles.bubble} ${styles.assistant}`}>
      <span className={styles.who}>{t('chat:assistant')}</span>
      {text}
      {'link' in entry && entry.link ? <ReplyLink link={entry.link} /> : null}
    </li>
  );
}

/** The screen that shows the reply's figures, opened in the app (no page reload). */
function ReplyLink({ link }: { link: ChatLink }) {
  const { t } = useTranslation();
  const router = useRouter();
  const href = linkHref(link);
  return (
    <a
      className={styles.link}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {t(`chat:links.${link.route}`)}
    </a>
  );
}
