import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPost, Trail, TrailItem } from '@/api/gen/model';
import { blogPostsQuery, educationalVideosQuery, trailsQuery } from '@/api/queries';
import { Page } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import styles from './learning.module.css';
import { type PlayRequest, VideoPlayer } from './video-player';
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

function State({ items, empty }: { items: readonly unknown[] | undefined; empty: string }) {
  if (!items) return <Skeleton variant="rect" height={120} />;
  return items.length === 0 ? <p className={styles.muted}>{empty}</p> : null;
}

interface Content {
  videos: TrailItem[] | undefined;
  trails: Trail[] | undefined;
  blog: BlogPost[] | undefined;
}

/** /educacional, 'Educação Financeira': video trails, learning trails, blog posts and the e-books. */
export function EducationalScreen() {
  const videos = useSuspenseQuery(educationalVideosQuery()).data;
  const trails = useSuspenseQuery(trailsQuery()).data;
  const blog = useSuspenseQuery(blogPostsQuery()).data;
  return <EducationalView videos={videos} trails={trails} blog={blog} />;
}

/** The route's pending view: each section in its skeleton, the e-books already there. */
export function EducationalPending() {
  return <EducationalView videos={undefined} trails={undefined} blog={undefined} />;
}

function EducationalView({ videos, trails, blog }: Content) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<PlayRequest>();

  return (
    <Page title={t('learning:title')}>
      <Section title={t('learning:videos.heading')}>
        <State items={videos} empty={t('learning:videos.empty')} />
        {videos?.map((group) => (
          <article key={group.title} className={styles.item} aria-label={group.title}>
            <h3 className={styles.itemTitle} data-video-item={group.title} tabIndex={-1}>
              {group.title}
            </h3>
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
        <State items={trails} empty={t('learning:trails.empty')} />
        <ul className={styles.row}>
          {trails?.map((trail) => (
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
        <State items={blog} empty={t('learning:blog.empty')} />
        <ul className={styles.row}>
          {blog?.map((post) => (
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

      {playing ? <VideoPlayer request={playing} onClose={() => setPlaying(undefined)} /> : null}
    </Page>
  );
}
