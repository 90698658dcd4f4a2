import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCategory } from '@/api/gen/endpoints/categories/categories';
import type { Category } from '@/api/gen/model';
import { ApiError } from '@/api/http';
import { categoriesQuery } from '@/api/queries';
import { requestConfirmation } from '@/app/ui-store';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { FormOutcome } from '@/ui/form';
import { Skeleton } from '@/ui/skeleton';
import { invalidateCategories } from '../invalidate';
import styles from '../settings.module.css';
import own from './categories.module.css';
import { CategoryModal } from './category-modal';
import { categoryTree } from './category-tree';

type Editing = { mode: 'new' } | { mode: 'edit'; category: Category } | null;

/** /configuracoes/categorias: the catalogue by group with the person's subcategories. */
export function CategoriesScreen() {
  return <CategoriesView categories={useSuspenseQuery(categoriesQuery()).data} />;
}

/** The route's pending view: the tab's title over skeletons, nothing to act on yet. */
export function CategoriesPending() {
  return <CategoriesView categories={undefined} />;
}

function CategoriesView({ categories }: { categories: Category[] | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tree = categories ? categoryTree(categories) : [];

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
    <section className={styles.column} aria-labelledby="settings-categories-title">
      <div className={styles.actions}>
        <h2 id="settings-categories-title" className={styles.sectionTitle}>
          {t('settings:categories.title')}
        </h2>
        <Button onClick={() => setEditing({ mode: 'new' })} disabled={!categories}>
          {t('settings:categories.new')}
        </Button>
      </div>
      <FormOutcome outcome={failure ? { tone: 'failure', message: failure } : null} />
      {categories ? null : <Skeleton variant="rect" count={3} height={80} />}
      {categories && tree.length === 0 ? (
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
                <span className={own.name}>{category.name}</span>
                {children.length > 0 ? (
                  <ul
                    className={styles.sublist}
                    aria-label={t('settings:categories.mine', { parent: category.name })}
                  >
                    {children.map((child) => (
                      <li key={child._id} className={styles.row}>
                        <span className={own.name}>{child.name}</span>
                        <span className={`${styles.actions} ${own.rowActions}`}>
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
