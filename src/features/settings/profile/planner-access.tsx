import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Component, type ReactNode, type Ref, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeUserPlanner } from '@/api/gen/endpoints/users/users';
import type { Planner } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { plannersOfQuery } from '@/api/queries';
import { requestConfirmation } from '@/app/ui-store';
import { Button } from '@/ui/button';
import { FormOutcome, type Outcome } from '@/ui/form';
import styles from '../settings.module.css';

const TITLE_ID = 'settings-planners-title';

/**
 * 'Planejador financeiro' in Meu Perfil (decision 048): who may sign in for this person, and a way
 * to take that access away without deleting the account. Only for the person signed in as
 * themselves; the server refuses the list to a planner acting for them.
 */
export function PlannerAccess({ userId }: { userId: string }) {
  return (
    <PlannersUnreadable key={userId}>
      {/* The rest of Meu Perfil does not wait for this list; the section appears when it comes. */}
      <Suspense fallback={null}>
        <PlannerList userId={userId} />
      </Suspense>
    </PlannersUnreadable>
  );
}

function Heading({ focusRef }: { focusRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <h3 id={TITLE_ID} ref={focusRef} tabIndex={-1} className={styles.sectionTitle}>
      {t('settings:planners.title')}
    </h3>
  );
}

function PlannerList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const planners = useSuspenseQuery(plannersOfQuery(userId)).data;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Nobody else has access: nothing to say. The section stays after the last removal to say it worked.
  if (planners.length === 0 && !outcome) return null;

  async function revoke(planner: Planner) {
    const confirmed = await requestConfirmation({
      title: t('settings:planners.removeTitle'),
      message: t('settings:planners.removeQuestion', { name: planner.name }),
      confirmLabel: t('settings:planners.remove'),
      danger: true,
    });
    if (!confirmed) return;
    setOutcome(null);
    setBusy(planner._id);
    let removed = false;
    try {
      await removeUserPlanner(userId, planner._id);
      removed = true;
      setOutcome({ tone: 'success', message: t('settings:planners.removed', { name: planner.name }) });
    } catch (error) {
      const fallback = t('settings:planners.removeFailed', { name: planner.name });
      setOutcome({ tone: 'failure', message: failureMessage(error, fallback) });
    }
    setBusy(null);
    // Also after a failure: a planner already removed elsewhere (404) leaves the list.
    await queryClient.invalidateQueries({ queryKey: plannersOfQuery(userId).queryKey });
    // The pressed button left with its row: the section's title takes the focus, above the message.
    if (removed) heading.current?.focus();
  }

  return (
    <section className={styles.section} aria-labelledby={TITLE_ID}>
      <Heading focusRef={heading} />
      {planners.length > 0 ? (
        <>
          <p className={styles.muted}>{t('settings:planners.intro')}</p>
          <ul className={styles.list} aria-labelledby={TITLE_ID}>
            {planners.map((planner) => (
              <li key={planner._id} className={styles.row}>
                <span className={styles.rowMain}>
                  <span>
                    {planner.name}
                    <br />
                    <span className={styles.muted}>{planner.email}</span>
                  </span>
                </span>
                <Button
                  size="small"
                  variant="danger"
                  busy={busy === planner._id}
                  aria-label={t('settings:planners.removeNamed', { name: planner.name })}
                  onClick={() => void revoke(planner)}
                >
                  {t('settings:planners.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <FormOutcome outcome={outcome} />
    </section>
  );
}

/**
 * A failed read of the list says so in the section rather than taking Meu Perfil down with it: the
 * person is told their planners could not be checked, not that they have none.
 */
class PlannersUnreadable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <UnreadableNotice />;
  }
}

function UnreadableNotice() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby={TITLE_ID}>
      <Heading />
      <FormOutcome outcome={{ tone: 'failure', message: t('settings:planners.loadFailed') }} />
    </section>
  );
}
