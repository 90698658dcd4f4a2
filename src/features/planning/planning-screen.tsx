import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryBudgetChange, User } from '@/api/gen/model';
import type { ApiError } from '@/api/http';
import { cachedSelected, familyQuery, financialProfileQuery, userQuery } from '@/api/queries';
import type { MonthRouteProps } from '@/app/month-route';
import { useCurrentUser, useSession } from '@/app/session';
import { openGlobalModal, requestDecision } from '@/app/ui-store';
import { currentMonth, type IsoMonth } from '@/lib/dates';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { BudgetCard } from './budget-card';
import { planningMonth } from './loader';
import { MemberGoneBoundary } from './member-gone-boundary';
import { whoLeft } from './pending-after-refusal';
import styles from './planning.module.css';
import {
  cardLines,
  GROUPS,
  type Group,
  groupOfCategory,
  groupTotals,
  mayPlanFor,
  monthOfBudget,
  type PlanLine,
  pendingReaching,
  planningWindow,
  realisedByCategory,
  resetRange,
  withPending,
} from './planning-logic';
import { PlanningSummary } from './planning-summary';
import { PlanningToolbar } from './planning-toolbar';
import { ProjectionModal } from './projection-modal';
import { ProposalModal } from './proposal-modal';
import { usePlanningData } from './use-planning-data';
import { usePlanningEdits } from './use-planning-edits';
import { useShowNotPlanned } from './use-show-not-planned';

/** The user filter's other people: active family members, then the planner's other clients. */
function peopleOf(
  selfId: string | null | undefined,
  user: User | undefined,
  clients: readonly { _id: string; name: string }[],
) {
  const members = (user?.family?.members ?? [])
    .filter((member) => member.user && member.status === 'active')
    .map((member) => ({ value: member.user as string, label: member.name ?? member.email }));
  const people = [...members, ...clients.map((client) => ({ value: client._id, label: client.name }))];
  return people.filter(
    (person, index) =>
      person.value !== selfId && people.findIndex((other) => other.value === person.value) === index,
  );
}

export interface PlanningModals {
  /** The financial onboarding wizard (src/features/onboarding), lazy: the route passes it. */
  Onboarding?: ComponentType<{
    open: boolean;
    onClose: () => void;
    month: IsoMonth;
    user: string;
    skipTutorial: boolean;
  }>;
}

export type PlanningScreenProps = Pick<MonthRouteProps, 'month' | 'onMonthChange'> & {
  now?: Date;
  modals?: PlanningModals;
};

/** The route's pending view: the title and the cards' skeleton while the loader reads. */
export function PlanningPending() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('planning:title')}</h1>
      </header>
      <div role="status" aria-label={t('planning:waiting')}>
        <Skeleton count={6} />
      </div>
    </div>
  );
}

/** /planejamento: the month's plan by card, its summary, edit mode with pending changes, the projection. */
export function PlanningScreen(props: PlanningScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const user = useCurrentUser();
  const [memberId, setMemberId] = useState('');
  const [gone, setGone] = useState<string | null>(null);
  // Each choice in the filter and each refusal starts a new turn: a late sentence of an earlier one is not shown.
  const turn = useRef(0);
  const members = user?.family?.members ?? [];
  const isFamilyMember = (id: string) => members.some((member) => member.user === id);
  /** Another person's planning was refused: back to the person's own, and say who left (decision 030). */
  const onGone = (id: string, error: ApiError) => {
    const member = members.find((entry) => entry.user === id);
    const name = member?.name ?? member?.email ?? '';
    const mine = ++turn.current;
    setGone(null);
    setMemberId('');
    // The filter offers whom the family read last listed: read it again, and learn from it who left.
    const selfId = session?.id ?? '';
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: userQuery(selfId).queryKey }),
      queryClient.invalidateQueries({ queryKey: familyQuery().queryKey }),
    ]).then(() => {
      if (mine !== turn.current) return;
      const fresh = cachedSelected(queryClient, userQuery(selfId))?.family?.members ?? [];
      const who = whoLeft(selfId, id, fresh);
      if (who === 'self') setGone(t('planning:selfGone'));
      else if (who === 'member' || !error.message) setGone(t('planning:memberGone', { name }));
      else setGone([...new Set(error.message.split('\n'))].join('\n'));
    });
  };
  return (
    <MemberGoneBoundary memberId={memberId} isFamilyMember={isFamilyMember} onGone={onGone}>
      <PlanningView
        {...props}
        memberId={memberId}
        memberGone={gone}
        onMember={(id) => {
          turn.current += 1;
          setGone(null);
          setMemberId(id);
        }}
        onPlanRefused={(refusedId, error) => {
          if (!isFamilyMember(refusedId)) return false;
          onGone(refusedId, error);
          return true;
        }}
      />
    </MemberGoneBoundary>
  );
}

interface PlanningViewProps extends PlanningScreenProps {
  memberId: string;
  /** Who left the family, said when another person's planning was refused. */
  memberGone: string | null;
  onMember: (memberId: string) => void;
  /** A write to another person's plan was refused (403): whether it was taken as someone leaving. */
  onPlanRefused: (userId: string, error: ApiError) => boolean;
}

function PlanningView({
  now,
  month: requested,
  onMonthChange,
  modals = {},
  memberId,
  memberGone,
  onMember,
  onPlanRefused,
}: PlanningViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currency, plannerLogin, session } = useSession();
  const user = useCurrentUser();
  const span = planningWindow(currentMonth(now));
  const month = planningMonth(requested, now);
  const [projection, setProjection] = useState(false);
  const [proposal, setProposal] = useState(false);
  const [onboarding, setOnboarding] = useState<boolean | null>(null);
  const showNotPlanned = useShowNotPlanned();
  const userId = memberId || undefined;
  // A planner's clients are theirs to view from their own session only; signed in for one client,
  // the planner sees that household (audit F6).
  const ownClients = plannerLogin && session?.id === plannerLogin.id ? plannerLogin.clients : [];
  const canPlan = mayPlanFor(userId, session?.id, user?.family?.members ?? [], ownClients);
  const data = usePlanningData(month, userId, canPlan);
  // The survey's save writes the financial profile (decision 252): with it, the survey is done.
  const surveyed = useSuspenseQuery(financialProfileQuery()).data !== null && !userId;
  // The first planning a user saves ends the guided start: on to the dashboard.
  const afterSave = () => {
    if (!user?.skipTutorial) void navigate({ to: '/painel' });
  };
  const edits = usePlanningEdits({ userId, onSaved: afterSave, onPlanRefused });
  const base = edits.mode === 'draft' ? (edits.draft ?? undefined) : data.budget;
  const budget = withPending(base, pendingReaching(edits.pending, month), data.categories);
  const totals = groupTotals(budget);
  // Decision 411: the onboarding opens on entry while the tutorial was not skipped and the month has
  // no plan, unless the survey was already saved: it is not offered again as new, the empty state
  // leads on to the automatic planning made from it (audit O14). Once open, it stays open until
  // closed, though its own save makes the profile appear.
  const offersOnboarding = user !== undefined && !user.skipTutorial && !data.budget && !userId && !surveyed;
  if (onboarding === null && offersOnboarding) setOnboarding(true);
  const onboardingOpen = onboarding === true;
  const { Onboarding } = modals;
  const realised = realisedByCategory(data.rows);
  const editing = edits.mode !== 'view';
  const lines = (group: Group) => cardLines(budget, group, data.categories, realised, showNotPlanned.value);

  function openAdd(group?: Group) {
    const planned = new Set(
      GROUPS.flatMap((entry) => lines(entry).filter((line) => line.isPlanned)).map((line) => line.categoryId),
    );
    openGlobalModal('categoryBudget', {
      mode: 'add',
      month,
      revenues: totals.revenues,
      currency,
      categories: data.categories.filter(
        (category) => !planned.has(category._id) && (!group || groupOfCategory(category) === group),
      ),
      onSubmit: (change: CategoryBudgetChange) => edits.add(month, change),
    });
  }

  function openEdit(line: PlanLine, group: Group) {
    openGlobalModal('categoryBudget', {
      mode: 'edit',
      month,
      revenues: totals.revenues,
      currency,
      line: {
        lineId: line.lineId,
        categoryId: line.categoryId,
        name: line.name,
        planned: line.planned,
        group,
      },
      onSubmit: async (change: CategoryBudgetChange) => {
        // A line that recurs or is an instalment already reaches its months; others may be repeated.
        const recurring = Boolean(line.line?.recurrentType || line.line?.lastInstallment);
        const repeat =
          edits.mode === 'edit' && !recurring
            ? await requestDecision({
                title: t('planning:confirm.title'),
                message: t('planning:confirm.repeatMonths'),
                confirmLabel: t('planning:confirm.yes'),
                declineLabel: t('planning:confirm.no'),
              })
            : false;
        // Closed without 'Sim' or 'Não': the edit is not kept.
        if (repeat === null) return;
        // A recurring line's edit reaches the months its recurrence does (decision 212): the change
        // carries the line's recurrence, which the server and the projection read. An instalment's
        // edit stays in its month.
        const recurrence = change.recurrentType ?? line.line?.recurrentType;
        edits.add(month, {
          ...change,
          ...(recurrence ? { recurrentType: recurrence } : {}),
          ...(repeat ? { repeat } : {}),
        });
      },
    });
  }

  const remove = (line: PlanLine, group: Group) =>
    edits.add(month, {
      mode: 'delete',
      ...(line.lineId ? { _id: line.lineId } : {}),
      category: line.categoryId,
      type: group,
    });

  const budgetIdOf = (key: IsoMonth) => data.budgets.find((entry) => monthOfBudget(entry) === key)?._id;

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('planning:title')}</h1>
        <Button variant="secondary" onClick={() => setProjection(true)}>
          {edits.count > 0 ? t('planning:projectChanges') : t('planning:projection')}
        </Button>
      </header>
      <PlanningToolbar
        month={month}
        min={span.first}
        max={span.last}
        people={peopleOf(session?.id, user, ownClients)}
        memberId={memberId}
        showNotPlanned={showNotPlanned.checked}
        editing={editing}
        memberLocked={edits.count > 0}
        onMonth={onMonthChange}
        onMember={onMember}
        onShowNotPlanned={showNotPlanned.toggle}
        onNewCategory={() => openAdd()}
      />
      {memberGone !== null ? (
        <p role="alert" className={styles.notice}>
          {memberGone}
        </p>
      ) : null}
      {!budget ? (
        <EmptyState title={t('planning:empty.title')}>
          <p>{t('planning:empty.text')}</p>
          {canPlan && surveyed ? <p className={styles.notice}>{t('planning:empty.surveyed')}</p> : null}
          {canPlan ? (
            <>
              <Button variant={surveyed ? 'secondary' : 'primary'} onClick={() => edits.startDraft(month)}>
                {t('planning:empty.create')}
              </Button>
              <Button variant={surveyed ? 'primary' : 'secondary'} onClick={() => setProposal(true)}>
                {t('planning:empty.automatic')}
              </Button>
            </>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <PlanningSummary totals={totals} currency={currency} />
          <div className={styles.actions}>
            {edits.mode === 'view' && canPlan ? (
              <>
                <Button variant="secondary" onClick={edits.startEdit}>
                  {t('planning:actions.edit')}
                </Button>
                {data.budget ? (
                  <Button
                    variant="danger"
                    onClick={() =>
                      void edits.resetPlanning(
                        data.budget as NonNullable<typeof data.budget>,
                        resetRange(month, currentMonth(now)),
                      )
                    }
                  >
                    {t('planning:actions.reset')}
                  </Button>
                ) : null}
              </>
            ) : null}
            {edits.mode === 'edit' ? (
              <>
                <span className={styles.muted}>{t('planning:pending', { count: edits.count })}</span>
                <Button variant="ghost" onClick={edits.discard}>
                  {t('planning:actions.discard')}
                </Button>
                <Button
                  disabled={edits.count === 0}
                  busy={edits.busy}
                  onClick={() => void edits.apply(budgetIdOf)}
                >
                  {t('planning:actions.apply')}
                </Button>
              </>
            ) : null}
            {edits.mode === 'draft' ? (
              <>
                <Button variant="ghost" onClick={edits.discard}>
                  {t('planning:actions.cancel')}
                </Button>
                <Button busy={edits.busy} onClick={() => void edits.saveDraft(budget)}>
                  {t('planning:actions.save')}
                </Button>
              </>
            ) : null}
          </div>
          {edits.error ? (
            <p className={styles.error} role="alert">
              {edits.error}
            </p>
          ) : null}
          <div className={styles.cards}>
            {GROUPS.map((group) => (
              <BudgetCard
                key={group}
                group={group}
                lines={lines(group)}
                editing={editing}
                currency={currency}
                onEdit={(line) => openEdit(line, group)}
                onRemove={(line) => remove(line, group)}
                onAdd={() => openAdd(group)}
              />
            ))}
          </div>
        </>
      )}
      {Onboarding && onboardingOpen && session?.id ? (
        <Onboarding
          open
          month={month}
          user={session.id}
          skipTutorial={false}
          onClose={() => setOnboarding(false)}
        />
      ) : null}
      {proposal ? (
        <ProposalModal
          userId={userId}
          currency={currency}
          onClose={() => setProposal(false)}
          onSaved={() => {
            setProposal(false);
            afterSave();
          }}
        />
      ) : null}
      {projection ? (
        <ProjectionModal
          months={data.months}
          budgets={data.budgets}
          pending={edits.pending}
          categories={data.categories}
          currency={currency}
          editable={canPlan}
          onClose={() => setProjection(false)}
        />
      ) : null}
    </div>
  );
}
