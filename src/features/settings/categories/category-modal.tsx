import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { createCategory, updateCategory } from '@/api/gen/endpoints/categories/categories';
import type { Category } from '@/api/gen/model';
import { ApiError } from '@/api/http';
import { idempotent, useIdempotencyKey } from '@/api/idempotency';
import { groupOfCategory } from '@/lib/budget-groups';
import { requiredString } from '@/lib/validation';
import { Button } from '@/ui/button';
import { FormCheckbox, FormElement, FormOutcome, FormSelect, FormTextField } from '@/ui/form';
import { Modal } from '@/ui/modal';
import styles from '../settings.module.css';
import { type GroupNode, isReservedName, NAME_MAX_LENGTH, nameClash } from './category-tree';

const fieldsSchema = v.object({
  name: v.pipe(
    requiredString(),
    v.maxLength(NAME_MAX_LENGTH, 'settings:categories.nameTooLong'),
    v.check((name) => !isReservedName(name), 'settings:categories.reservedName'),
  ),
  parent: requiredString(),
  essential: v.boolean(),
});

type CategoryValues = v.InferInput<typeof fieldsSchema>;

/** The fields' rules plus the name's clash with the chosen parent or its other subcategories. */
function categorySchema(tree: readonly GroupNode[], editingId: string | undefined) {
  const parentNode = (id: string) =>
    tree.flatMap((node) => node.parents).find((parent) => parent.category._id === id);
  return v.pipe(
    fieldsSchema,
    v.forward(
      v.check(
        ({ name, parent }) => nameClash(name, parentNode(parent), editingId) !== 'parentName',
        'settings:categories.parentName',
      ),
      ['name'],
    ),
    v.forward(
      v.check(
        ({ name, parent }) => nameClash(name, parentNode(parent), editingId) !== 'nameTaken',
        'settings:categories.nameTaken',
      ),
      ['name'],
    ),
  );
}

export interface CategoryModalProps {
  /** The subcategory being edited; a new one when absent. */
  editing?: Category | undefined;
  tree: readonly GroupNode[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** Create or edit a subcategory: name (not 'Outras rendas'), parent category, essential. */
export function CategoryModal({ editing, tree, onClose, onSaved }: CategoryModalProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const creation = useIdempotencyKey();
  const parents = tree.flatMap((node) => node.parents.map((parent) => parent.category));
  // An edited subcategory stays in its budget card: a revenue parent would file its expenses as
  // revenues (decision 489), so only the parents the server takes are offered.
  const options = tree.flatMap((node) =>
    node.parents
      .filter((parent) => !editing || groupOfCategory(parent.category) === groupOfCategory(editing))
      .map((parent) => ({
        value: parent.category._id,
        label: `${t(`settings:categories.groups.${node.group}`)} · ${parent.category.name}`,
      })),
  );
  const schema = useMemo(() => categorySchema(tree, editing?._id), [tree, editing?._id]);
  const form = useForm({
    defaultValues: {
      name: editing?.name ?? '',
      parent: editing?.category ?? '',
      essential: editing?.essential ?? false,
    } as CategoryValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const name = value.name.trim();
      const parent = parents.find((category) => category._id === value.parent);
      try {
        if (editing)
          await updateCategory(editing._id, { name, essential: value.essential, category: value.parent });
        else
          await createCategory(
            {
              name,
              essential: value.essential,
              category: value.parent,
              group: parent?.group ?? 'expenses',
            },
            idempotent(creation.key),
          );
        await onSaved();
      } catch (error) {
        setFailure(
          error instanceof ApiError && error.message ? error.message : t('settings:categories.saveFailed'),
        );
      }
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? t('settings:categories.modalEdit') : t('settings:categories.modalNew')}
    >
      <FormElement form={form} className={styles.column}>
        <form.Field name="name">
          {(field) => (
            <FormTextField field={field} label={t('settings:categories.name')} maxLength={NAME_MAX_LENGTH} />
          )}
        </form.Field>
        <form.Field name="parent">
          {(field) => <FormSelect field={field} label={t('settings:categories.parent')} options={options} />}
        </form.Field>
        {editing ? <p className={styles.muted}>{t('settings:categories.sameGroupOnly')}</p> : null}
        <form.Field name="essential">
          {(field) => <FormCheckbox field={field} label={t('settings:categories.essential')} />}
        </form.Field>
        <FormOutcome outcome={failure ? { tone: 'failure', message: failure } : null} />
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <div className={styles.actions}>
              <Button type="submit" busy={submitting}>
                {editing ? t('settings:categories.save') : t('settings:categories.create')}
              </Button>
              <Button variant="ghost" onClick={onClose}>
                {t('settings:categories.cancel')}
              </Button>
            </div>
          )}
        </form.Subscribe>
      </FormElement>
    </Modal>
  );
}
