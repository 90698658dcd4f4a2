import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTask, moveTask, updateTask } from '@/api/gen/endpoints/tasks/tasks';
import type { Task, TaskMove } from '@/api/gen/model';
import { ApiError, failureMessage } from '@/api/http';
import { idempotent, useIdempotencyKey } from '@/api/idempotency';
import { invalidateRoots } from '@/api/invalidation';
import { useBrand } from '@/app/brand';
import { useSession } from '@/app/session';
import { showSnack } from '@/app/ui-store';
import { currentMonth } from '@/lib/dates';
import { Button } from '@/ui/button';
import { FormOutcome } from '@/ui/form';
import { Page } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { AchievementsCard, HelpCard } from './side-cards';
import { TaskCard } from './task-card';
import { chatLink, DONE_SCROLL_LIMIT, groupTasks } from './task-logic';
import { TaskModal, type TaskValues } from './task-modal';
import { NewTaskActions, TaskRow } from './task-row';
import styles from './tasks.module.css';
import { type TaskData, useTaskData } from './use-task-data';

const TASK_ROOTS = ['/tasks', '/userconfigs'];
type ModalState = { task: Task | undefined } | null;

function TaskList({
  tasks,
  empty,
  scroll = false,
  children,
}: {
  tasks: Task[];
  empty: string;
  scroll?: boolean;
  children: (task: Task) => React.ReactNode;
}) {
  if (tasks.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list} data-scroll={scroll}>
      {tasks.map(children)}
    </ul>
  );
}

/** /tarefas, 'Planos de ação': new, pending, done and rejected tasks, achievements and the help card. */
export function TasksScreen() {
  return <TasksView data={useTaskData(currentMonth())} />;
}

/** The route's pending view: every card in its skeleton. */
export function TasksPending() {
  return <TasksView data={undefined} />;
}

function TasksView({ data }: { data: TaskData | undefined }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<ModalState>(null);
  const [moving, setMoving] = useState(false);
  // A move refused because another tab or device moved the task first (decision 009): it stays on
  // screen until the next move, as the lists it refers to have just changed under the person.
  const [changedElsewhere, setChangedElsewhere] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The row the person pressed may have gone to another card: the explanation takes the focus.
    if (changedElsewhere) notice.current?.focus();
  }, [changedElsewhere]);
  // One key per task created: kept for a retry after a failure, renewed once it is saved (decision 467).
  const creation = useIdempotencyKey();
  const refresh = () => invalidateRoots(queryClient, TASK_ROOTS);

  /** One task's move from the card it is shown in: never the whole lists this tab loaded (decision 009). */
  async function move(task: Task, change: TaskMove, texts?: { success: string; failure: string }) {
    setMoving(true);
    setChangedElsewhere(null);
    try {
      await moveTask(task._id, change);
      if (texts) showSnack(t(texts.success));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setChangedElsewhere(
          `${failureMessage(error, t('tasks:messages.changedElsewhere'))}\n${t('tasks:messages.refreshed')}`,
        );
      else showSnack(t(texts?.failure ?? 'tasks:messages.moveFailure'));
    }
    await refresh();
    setMoving(false);
  }

  async function save(values: TaskValues, task: Task | undefined): Promise<boolean> {
    const [success, failure] = task
      ? ['tasks:messages.edited', 'tasks:messages.editFailure']
      : ['tasks:messages.created', 'tasks:messages.createFailure'];
    try {
      if (task) await updateTask(task._id, values);
      else {
        await createTask({ ...values, user: session?.id ?? '' }, idempotent(creation.key));
        creation.renew();
      }
      showSnack(t(success));
      await refresh();
      return true;
    } catch {
      // Decision 254: a failure says so (the spec's old screen showed the success text anyway).
      showSnack(t(failure));
      return false;
    }
  }

  const groups = groupTasks(
    data?.tasks ?? [],
    data?.config ?? { tasksAccepted: [], tasksRejected: [], tasksDone: [] },
  );
  const link = chatLink(brand.contactPhone);
  const loading = <Skeleton variant="rect" height={120} />;
  const ready = data !== undefined;

  return (
    <Page title={t('tasks:title')}>
      <p className={styles.intro}>{t('tasks:intro')}</p>
      {changedElsewhere ? (
        <div ref={notice} tabIndex={-1} className={styles.notice}>
          <FormOutcome outcome={{ tone: 'failure', message: changedElsewhere }} />
        </div>
      ) : null}
      <div className={styles.grid}>
        <TaskCard
          title={t('tasks:cards.new')}
          action={
            // The pending view offers nothing to act on: its modal would go with it.
            ready ? (
              <Button size="small" onClick={() => setModal({ task: undefined })}>
                {t('tasks:createPersonal')}
              </Button>
            ) : null
          }
        >
          {ready ? (
            <TaskList tasks={groups.fresh} empty={t('tasks:empty.new')}>
              {(task) => (
                <TaskRow
                  key={task._id}
                  task={task}
                  actions={(row) => (
                    <NewTaskActions
                      task={row}
                      busy={moving}
                      onMove={(target, to) => void move(target, { from: 'new', to })}
                    />
                  )}
                />
              )}
            </TaskList>
          ) : (
            loading
          )}
        </TaskCard>
        {data ? (
          <AchievementsCard achieved={data.achieved} hasProfile={data.hasProfile} />
        ) : (
          <TaskCard title={t('tasks:cards.achievements')}>{loading}</TaskCard>
        )}
        <TaskCard title={t('tasks:cards.pending')}>
          {ready ? (
            <TaskList tasks={groups.pending} empty={t('tasks:empty.pending')}>
              {(task) => (
                <TaskRow
                  key={task._id}
                  task={task}
                  onOpen={(row) => setModal({ task: row })}
                  actions={(row) => (
                    <Button
                      size="small"
                      disabled={moving}
                      onClick={() =>
                        void move(
                          row,
                          { from: 'accepted', to: 'done' },
                          {
                            success: 'tasks:messages.completed',
                            failure: 'tasks:messages.completeFailure',
                          },
                        )
                      }
                    >
                      {t('tasks:complete')}
                    </Button>
                  )}
                />
              )}
            </TaskList>
          ) : (
            loading
          )}
        </TaskCard>
        <TaskCard title={t('tasks:cards.done')}>
          {ready ? (
            <TaskList
              tasks={groups.done}
              empty={t('tasks:empty.done')}
              scroll={groups.done.length > DONE_SCROLL_LIMIT}
            >
              {(task) => <TaskRow key={task._id} task={task} />}
            </TaskList>
          ) : (
            loading
          )}
        </TaskCard>
        <TaskCard title={t('tasks:cards.rejected')}>
          {ready ? (
            <TaskList tasks={groups.rejected} empty={t('tasks:empty.rejected')}>
              {(task) => <TaskRow key={task._id} task={task} />}
            </TaskList>
          ) : (
            loading
          )}
        </TaskCard>
        {link ? <HelpCard link={link} /> : null}
      </div>
      {modal ? (
        <TaskModal
          task={modal.task}
          onClose={() => setModal(null)}
          onSave={(values) => save(values, modal.task)}
        />
      ) : null}
    </Page>
  );
}
