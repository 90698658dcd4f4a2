import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blogPostsQuery, educationalVideosQuery, trailsQuery } from '@/api/queries';
import { Skeleton } from '@/ui/skeleton';
import styles from './learning.module.css';
import { VideoPlayer } from './video-player';
import { VideoThumb } from './video-thumb';

/** The two fixed e-books, read at /ebooks/{id}. */
export const EBOOKS = ['entenda_dividas', 'guia_completo_equilibrio_financeiro'] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function State({ pending, failed, empty }: { pending: boolean; failed: boolean; empty: string | false }) {
  const { t } = useTranslation();
  if (pending) return <Skeleton variant="rect" height={120} />;
  if (failed) return <p role="alert">{t('learning:loadError')}</p>;
  return empty ? <p className={styles.muted}>{empty}</p> : null;
}

/** /educacional, 'Educação Financeira': video trails, learning trails, blog posts and the e-books. */
export function EducationalScreen() {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string>();
  const videos = useQuery(educationalVideosQuery());
  const trails = useQuery(trailsQuery());
  const blog = useQuery(blogPostsQuery());

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('learning:title')}</h1>

      <Section title={t('learning:videos.heading')}>
        <State
          pending={videos.isPending}
          failed={videos.isError}
          empty={videos.data?.length === 0 && t('learning:videos.empty')}
        />
        {videos.data?.map((group) => (
          <article key={group.title} className={styles.item} aria-label={group.title}>
            <h3 className={styles.itemTitle}>{group.title}</h3>
            {group.description ? <p className={styles.muted}>{group.description}</p> : null}
            <ul className={styles.row}>
              {group.documents.map((document, index) => (
                <li key={document.videoId}>
                  <VideoThumb
                    document={document}
                    number={index + 1}
                    title={group.title}
                    onPlay={setPlaying}
                  />
                </li>
              ))}
            </ul>
          </article>
        ))}
      </Section>

      <Section title={t('learning:trails.heading')}>
        <State
          pending={trails.isPending}
          failed={trails.isError}
          empty={trails.data?.length === 0 && t('learning:trails.empty')}
        />
        <ul className={styles.row}>
          {trails.data?.map((trail) => (
            <li key={trail._id}>
              <Link
                className={styles.card}
                to="/educacional/trilhas-de-aprendizado/$id"
                params={{ id: trail._id }}
              >
                {trail.imgUrl ? <img className={styles.thumb} src={trail.imgUrl} alt="" /> : null}
                <strong>{trail.title}</strong>
                {trail.description ? <span className={styles.muted}>{trail.description}</span> : null}
                <span className={styles.muted}>
                  {t('learning:trails.count', { count: trail.items.length })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('learning:blog.heading')}>
        <State
          pending={blog.isPending}
          failed={blog.isError}
          empty={blog.data?.length === 0 && t('learning:blog.empty')}
        />
        <ul className={styles.row}>
          {blog.data?.map((post) => (
            <li key={post.id}>
              <a
                className={styles.card}
                href={post.link}
                target="_blank"
                rel="noreferrer"
                aria-label={t('learning:blog.read', { title: post.title })}
              >
                {post.image ? <img className={styles.thumb} src={post.image} alt="" /> : null}
                <strong>{post.title}</strong>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('learning:ebooks.heading')}>
        <ul className={styles.row}>
          {EBOOKS.map((id) => (
            <li key={id}>
              <Link className={styles.card} to="/ebooks/$id" params={{ id }}>
                <strong>{t(`learning:ebooks.${id}`)}</strong>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {playing ? <VideoPlayer videoId={playing} onClose={() => setPlaying(undefined)} /> : null}
    </main>
  );
}
