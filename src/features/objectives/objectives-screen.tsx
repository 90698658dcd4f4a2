import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteObjective } from '@/api/gen/endpoints/objectives/objectives';
import type { Objective } from '@/api/gen/model';
import { objectivesQuery } from '@/api/queries';
import { useSession } from '@/app/session';
import { openGlobalModal, requestConfirmation, showSnack } from '@/app/ui-store';
import { Page } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { invalidateObjectiveQueries } from './invalidate';
import { ObjectiveCard } from './objective-card';
import styles from './objectives.module.css';

const SKELETON_CARDS = 3;

/** /objetivos, 'Objetivos financeiros': an add-new card, then one card per objective. */
export function ObjectivesScreen() {
  return <ObjectivesView objectives={useSuspenseQuery(objectivesQuery()).data} />;
}

/** The route's pending view: the add-new card and skeleton cards. */
export function ObjectivesPending() {
  return <ObjectivesView objectives={undefined} />;
}

function ObjectivesView({ objectives }: { objectives: Objective[] | undefined }) {
  const { t } = useTranslation();
  const { currency } = useSession();
  const queryClient = useQueryClient();

  async function remove(objective: Objective) {
    const confirmed = await requestConfirmation({
      title: t('objectives:confirmDeleteTitle'),
      message: t('objectives:confirmDelete'),
      confirmLabel: t('objectives:actions.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteObjective(objective._id);
      showSnack(t('objectives:deleted'));
    } catch {
      showSnack(t('objectives:deleteFailure'));
    }
    await invalidateObjectiveQueries(queryClient);
  }

  return (
    <Page title={t('objectives:title')}>
      <ul className={styles.grid}>
        <li className={styles.addCard}>
          <button
            type="button"
            className={styles.addButton}
            onClick={() => openGlobalModal('objective', { mode: 'new' })}
          >
            <span aria-hidden="true" className={styles.plus}>
              +
            </span>
            <span className={styles.name}>{t('objectives:addNew')}</span>
            <span className={styles.muted}>{t('objectives:addNewHint')}</span>
          </button>
        </li>
        {objectives === undefined
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
              <li key={index} className={styles.card}>
                <Skeleton variant="rect" height={180} />
              </li>
            ))
          : null}
        {objectives?.map((objective) => (
          <ObjectiveCard
            key={objective._id}
            objective={objective}
            currency={currency}
            onDelete={(target) => void remove(target)}
          />
        ))}
      </ul>
    </Page>
  );
}
