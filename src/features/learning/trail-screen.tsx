import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetUserQueryKey, markVideoWatched } from '@/api/gen/endpoints/users/users';
import type { Trail } from '@/api/gen/model';
import { useCurrentUser } from '@/app/session';
import { Page } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import styles from './learning.module.css';
import { knownTrailQuery } from './loader';
import { itemStates } from './trail-logic';
import { type PlayRequest, VideoPlayer } from './video-player';
import { VideoThumb } from './video-thumb';

/**
 * /educacional/trilhas-de-aprendizado/{id}: the items in order; a later one opens when every video
 * of the previous one was watched, and the next unwatched video of each item is highlighted.
 */
export function TrailScreen({ id }: { id: string }) {
  const trail = useSuspenseQuery(knownTrailQuery(id)).data;
  // The loader turned an unknown id away; a trail removed since then is just as unknown.
  return trail ? <TrailView trail={trail} /> : <TrailNotFound />;
}

/** The route's not-found state: an id the server does not know (an old bookmark), and the way back. */
export function TrailNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('learning:trail.title')} actions={<TrailBackLink />}>
      <p role="alert">{t('learning:trail.notFound')}</p>
    </Page>
  );
}

/** The route's pending view: the frame and the steps' skeletons. */
export function TrailPending() {
  return <TrailView trail={undefined} />;
}

/** 'Voltar para Educação Financeira', on the trail and on its load error. */
export function TrailBackLink() {
  const { t } = useTranslation();
  return (
    <Link className={styles.back} to="/educacional">
      {t('learning:trail.back')}
    </Link>
  );
}

function TrailView({ trail }: { trail: Trail | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [playing, setPlaying] = useState<PlayRequest>();
  const userId = user?._id;

  // A player state change marks the video watched; the user's refetch rebuilds the list.
  const watched = useCallback(
    async (videoId: string) => {
      if (!userId) return;
      await markVideoWatched(userId, { videoId }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: getGetUserQueryKey(userId) });
    },
    [queryClient, userId],
  );

  const items = trail?.items ?? [];
  const seen = user?.videosWatched ?? [];
  const states = itemStates(items, seen);

  return (
    <Page title={t('learning:trail.title')} actions={<TrailBackLink />}>
      <p className={styles.subtitle}>{t('learning:trail.subtitle')}</p>
      {trail ? null : <Skeleton variant="rect" height={160} count={2} />}
      {trail ? (
        <section className={styles.section} aria-label={trail.title}>
          {trail.title ? <h2 className={styles.sectionTitle}>{trail.title}</h2> : null}
          {trail.description ? <p className={styles.muted}>{trail.description}</p> : null}
          <ol className={styles.section}>
            {items.map((item, index) => {
              const state = states[index];
              const locked = !state?.open;
              return (
                <li key={item.title} className={styles.item} data-locked={locked} aria-label={item.title}>
                  <div className={styles.itemHeader}>
                    <span className={styles.muted}>{t('learning:trail.step', { number: index + 1 })}</span>
                    <h3 className={styles.itemTitle} data-video-item={item.title} tabIndex={-1}>
                      {item.title}
                    </h3>
                    {locked ? <span className={styles.tag}>{t('learning:trail.lockedLabel')}</span> : null}
                    {state?.open && state.done ? (
                      <span className={styles.tag}>{t('learning:trail.done')}</span>
                    ) : null}
                  </div>
                  {item.description ? <p className={styles.muted}>{item.description}</p> : null}
                  <p className={styles.muted}>
                    {locked
                      ? t('learning:trail.locked')
                      : t('learning:trail.progress', {
                          watched: state?.watchedCount ?? 0,
                          total: item.documents.length,
                        })}
                  </p>
                  <ul className={styles.row}>
                    {item.documents.map((document, number) => (
                      <li key={document.videoId}>
                        <VideoThumb
                          document={document}
                          number={number + 1}
                          title={item.title}
                          disabled={locked}
                          next={state?.nextVideoId === document.videoId}
                          watched={!locked && seen.includes(document.videoId)}
                          onPlay={setPlaying}
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
      {playing ? (
        <VideoPlayer
          request={playing}
          onClose={() => setPlaying(undefined)}
          onStateChange={(video) => void watched(video)}
        />
      ) : null}
    </Page>
  );
}
