import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { Task } from '@/api/gen/model';
import { trimVisible } from '@/lib/text';
import { trimmedText } from '@/lib/validation';
import { Button } from '@/ui/button';
import { FormElement, FormTextField } from '@/ui/form';
import { Modal } from '@/ui/modal';
import { isSystemTask } from './task-logic';
import styles from './tasks.module.css';

/** Task modal width (spec 3 section 9). */
export const TASK_MODAL_WIDTH = 360;

/** The contract's bounds (decision 320): the fields stop there, so the server never refuses a length. */
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 1000;

const required = (max: number, tooLong: string) =>
  v.pipe(v.string(), trimmedText, v.minLength(1, 'tasks:modal.required'), v.maxLength(max, tooLong));
const taskSchema = v.object({
  title: required(TITLE_MAX_LENGTH, 'tasks:modal.titleTooLong'),
  description: required(DESCRIPTION_MAX_LENGTH, 'tasks:modal.descriptionTooLong'),
});
export type TaskValues = v.InferOutput<typeof taskSchema>;

interface TaskModalProps {
  /** The task being edited; none for 'Nova tarefa'. */
  task: Task | undefined;
  onClose: () => void;
  /** Saves and answers whether it worked; the modal closes only then. */
  onSave: (values: TaskValues) => Promise<boolean>;
}

/** 'Nova tarefa' / 'Editar tarefa' (360 px): both fields required; a system task is shown but not saved. */
export function TaskModal({ task, onClose, onSave }: TaskModalProps) {
  const { t } = useTranslation();
  const locked = isSystemTask(task);
  const form = useForm({
    defaultValues: { title: task?.title ?? '', description: task?.description ?? '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: taskSchema },
    onSubmit: async ({ value }) => {
      if (locked) return;
      if (await onSave({ title: trimVisible(value.title), description: trimVisible(value.description) }))
        onClose();
    },
  });
  const saveLabel = t(task ? 'tasks:modal.saveEdit' : 'tasks:modal.saveNew');
  return (
    <Modal
      open
      onClose={onClose}
      width={TASK_MODAL_WIDTH}
      title={t(task ? 'tasks:modal.editTitle' : 'tasks:modal.newTitle')}
    >
      <FormElement form={form} className={styles.form}>
        <form.Field name="title">
          {(field) => (
            <FormTextField
              field={field}
              label={t('tasks:modal.titleLabel')}
              readOnly={locked}
              required
              maxLength={TITLE_MAX_LENGTH}
            />
          )}
        </form.Field>
        <form.Field name="description">
          {(field) => (
            <FormTextField
              field={field}
              label={t('tasks:modal.descriptionLabel')}
              readOnly={locked}
              required
              maxLength={DESCRIPTION_MAX_LENGTH}
            />
          )}
        </form.Field>
        {locked ? <p className={styles.hint}>{t('tasks:modal.systemHint')}</p> : null}
        <form.Subscribe
          selector={(state) => ({
            submitting: state.isSubmitting,
            empty: !trimVisible(state.values.title) || !trimVisible(state.values.description),
          })}
        >
          {({ submitting, empty }) => (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onClose}>
                {t('tasks:modal.cancel')}
              </Button>
              <Button type="submit" busy={submitting} disabled={empty || locked}>
                {saveLabel}
              </Button>
            </div>
          )}
        </form.Subscribe>
      </FormElement>
    </Modal>
  );
}
