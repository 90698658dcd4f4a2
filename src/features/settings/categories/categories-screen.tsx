import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCategory } from '@/api/gen/endpoints/categories/categories';
import type { Category } from '@/api/gen/model';
import { ApiError } from '@/api/http';
import { categoriesQuery } from '@/api/queries';
import { requestConfirmation } from '@/app/ui-store';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { invalidateCategories } from '../invalidate';
import styles from '../settings.module.css';
import { CategoryModal } from './category-modal';
import { categoryTree } from './category-tree';

type Editing = { mode: 'new' } | { mode: 'edit'; category: Category } | null;

/** /configuracoes/categorias: the catalogue by group with the person's subcategories. */
export function CategoriesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(categoriesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tree = list.data ? categoryTree(list.data) : [];

  async function remove(category: Category) {
    const confirmed = await requestConfirmation({
      title: t('settings:categories.deleteTitle'),
      message: t('settings:categories.deleteQuestion'),
      danger: true,
    });
    if (!confirmed) return;
    setFailure(null);
    try {
      await deleteCategory(category._id);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.message ? error.message : t('settings:categories.deleteFailed'),
      );
    }
    await invalidateCategories(queryClient);
  }

  return (
    <section className={styles.screen} aria-labelledby="settings-categories-title">
      <div className={styles.actions}>
        <h2 id="settings-categories-title" className={styles.sectionTitle}>
          {t('settings:categories.title')}
        </h2>
        <Button onClick={() => setEditing({ mode: 'new' })} disabled={!list.data}>
          {t('settings:categories.new')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className={styles.outcome} data-tone="failure">
          {failure}
        </p>
      ) : null}
      {list.isError ? <p role="alert">{t('settings:loadError')}</p> : null}
      {list.isPending ? <Skeleton variant="rect" count={3} height={80} /> : null}
      {list.data && tree.length === 0 ? (
        <EmptyState>
          <p>{t('settings:categories.empty')}</p>
        </EmptyState>
      ) : null}
      {tree.map((node) => (
        <section key={node.group} className={styles.section} aria-labelledby={`settings-group-${node.group}`}>
          <h3 id={`settings-group-${node.group}`} className={styles.sectionTitle}>
            {t(`settings:categories.groups.${node.group}`)}
          </h3>
          <ul className={styles.list}>
            {node.parents.map(({ category, children }) => (
              <li key={category._id}>
                <span>{category.name}</span>
                {children.length > 0 ? (
                  <ul
                    className={styles.sublist}
                    aria-label={t('settings:categories.mine', { parent: category.name })}
                  >
                    {children.map((child) => (
                      <li key={child._id} className={styles.row}>
                        <span>{child.name}</span>
                        <span className={styles.actions}>
                          <Button
                            size="small"
                            variant="ghost"
                            aria-label={t('settings:categories.edit', { name: child.name })}
                            onClick={() => setEditing({ mode: 'edit', category: child })}
                          >
                            {t('common:actions.edit')}
                          </Button>
                          <Button
                            size="small"
                            variant="ghost"
                            aria-label={t('settings:categories.delete', { name: child.name })}
                            onClick={() => void remove(child)}
                          >
                            {t('common:actions.delete')}
                          </Button>
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {editing ? (
        <CategoryModal
          editing={editing.mode === 'edit' ? editing.category : undefined}
          tree={tree}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await invalidateCategories(queryClient);
          }}
        />
      ) : null}
    </section>
  );
}
