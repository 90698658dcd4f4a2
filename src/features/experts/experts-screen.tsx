import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListExpertsQueryKey, updateExpert } from '@/api/gen/endpoints/experts/experts';
import type { Expert } from '@/api/gen/model';
import { expertsQuery } from '@/api/queries';
import { showSnack } from '@/app/ui-store';
import { formatMoney, fromApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Page } from '@/ui/page';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import styles from './experts.module.css';
import { expertiseOptions, filterExperts } from './filter';
import { abbreviateLikes } from './likes';

function Expertises({ expert }: { expert: Expert }) {
  return (
    <ul className={styles.tags}>
      {(expert.expertizes ?? []).map((item) => (
        <li key={item.name}>{item.name}</li>
      ))}
    </ul>
  );
}

function ProfileModal({ expert, onClose }: { expert: Expert; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('experts:profile.title', { name: expert.name })}>
      {expert.image ? <img className={styles.portrait} src={expert.image} alt="" /> : null}
      <Expertises expert={expert} />
      {expert.profileMessage ? <p>{expert.profileMessage}</p> : null}
      {expert.aboutMessage ? (
        <>
          <h3 className={styles.name}>{t('experts:profile.about')}</h3>
          <p className={styles.about}>{expert.aboutMessage}</p>
        </>
      ) : null}
    </Modal>
  );
}

function ExpertCard({
  expert,
  liked,
  onLike,
  onProfile,
}: {
  expert: Expert;
  liked: boolean;
  onLike: () => void;
  onProfile: () => void;
}) {
  const { t } = useTranslation();
  const likes = abbreviateLikes(expert.likes ?? 0);
  return (
    <li className={styles.card} aria-label={expert.name}>
      {expert.image ? <img className={styles.portrait} src={expert.image} alt="" /> : null}
      <h2 className={styles.name}>{expert.name}</h2>
      <Expertises expert={expert} />
      {expert.stars !== undefined ? (
        <span>{t('experts:card.stars', { stars: expert.stars.toLocaleString('pt-BR') })}</span>
      ) : null}
      {expert.sessionPrice !== undefined ? (
        <strong>
          {t('experts:card.perSession', { price: formatMoney(fromApiAmount(expert.sessionPrice)) })}
        </strong>
      ) : null}
      <span>{t('experts:card.likes', { count: expert.likes ?? 0, formatted: likes })}</span>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onProfile}>
          {t('experts:card.profile')}
        </Button>
        <Button variant="ghost" aria-pressed={liked} disabled={liked} onClick={onLike}>
          {t(liked ? 'experts:card.liked' : 'experts:card.like')}
        </Button>
      </div>
    </li>
  );
}

/** /especialistas, 'Especialistas': filter by expertise, search, cards, profile modal and likes. */
export function ExpertsScreen() {
  return <ExpertsView experts={useSuspenseQuery(expertsQuery()).data} />;
}

/** The route's pending view: the filters over skeleton cards. */
export function ExpertsPending() {
  return <ExpertsView experts={undefined} />;
}

function ExpertsView({ experts }: { experts: Expert[] | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [expertise, setExpertise] = useState('');
  const [search, setSearch] = useState('');
  const [profile, setProfile] = useState<Expert>();
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const all = experts ?? [];
  const shown = filterExperts(all, expertise, search);

  async function like(expert: Expert) {
    setLiked((current) => new Set(current).add(expert._id));
    try {
      await updateExpert(expert._id, { likes: 1 });
    } catch {
      setLiked((current) => new Set([...current].filter((id) => id !== expert._id)));
      showSnack(t('experts:likeFailure'));
    }
    await queryClient.invalidateQueries({ queryKey: getListExpertsQueryKey() });
  }

  return (
    <Page title={t('experts:title')}>
      <div className={styles.filters}>
        <Select
          label={t('experts:filter.label')}
          value={expertise}
          onChange={setExpertise}
          placeholder={t('experts:filter.all')}
          options={expertiseOptions(all).map((name) => ({ value: name, label: name }))}
        />
        <TextField
          type="search"
          label={t('experts:filter.search')}
          placeholder={t('experts:filter.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      {experts === undefined ? <Skeleton variant="rect" height={220} count={3} /> : null}
      {experts && shown.length === 0 ? <p className={styles.about}>{t('experts:empty')}</p> : null}
      <ul className={styles.grid}>
        {shown.map((expert) => (
          <ExpertCard
            key={expert._id}
            expert={expert}
            liked={liked.has(expert._id)}
            onLike={() => void like(expert)}
            onProfile={() => setProfile(expert)}
          />
        ))}
      </ul>
      {profile ? <ProfileModal expert={profile} onClose={() => setProfile(undefined)} /> : null}
    </Page>
  );
}
