import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/api/gen/model';
import { Button } from '@/ui/button';
import { taskTag } from './task-logic';
import styles from './tasks.module.css';

interface TaskRowProps {
  task: Task;
  /** Buttons shown under the description once the row is open. */
  actions?: (task: Task) => React.ReactNode;
  /** Replaces expanding: a pending task opens its edit modal instead. */
  onOpen?: (task: Task) => void;
}

/** One task: its title (and whether it comes from the person's numbers, is suggested or personal); a click shows the description and the actions. */
export function TaskRow({ task, actions, onOpen }: TaskRowProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className={styles.row}>
      <button
        type="button"
        className={styles.rowToggle}
        aria-expanded={onOpen ? undefined : open}
        aria-controls={onOpen ? undefined : detailsId}
        onClick={() => (onOpen ? onOpen(task) : setOpen((value) => !value))}
      >
        <span>{task.title}</span>
        <span className={styles.tag}>{t(taskTag(task))}</span>
      </button>
      {open && !onOpen ? (
        <div id={detailsId}>
          <p className={styles.description}>{task.description}</p>
          {actions ? <div className={styles.actions}>{actions(task)}</div> : null}
        </div>
      ) : null}
      {onOpen && actions ? <div className={styles.actions}>{actions(task)}</div> : null}
    </li>
  );
}

/** Buttons of a new task: 'Não vou fazer' and 'Vou fazer'. */
export function NewTaskActions({
  task,
  busy,
  onMove,
}: {
  task: Task;
  busy: boolean;
  onMove: (task: Task, to: 'accepted' | 'rejected') => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" size="small" disabled={busy} onClick={() => onMove(task, 'rejected')}>
        {t('tasks:reject')}
      </Button>
      <Button size="small" disabled={busy} onClick={() => onMove(task, 'accepted')}>
        {t('tasks:accept')}
      </Button>
    </>
  );
}
