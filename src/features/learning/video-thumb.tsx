import { useTranslation } from 'react-i18next';
import type { TrailDocument } from '@/api/gen/model';
import styles from './learning.module.css';
import type { PlayRequest } from './video-player';

export interface VideoThumbProps {
  document: TrailDocument;
  number: number;
  title: string;
  next?: boolean;
  watched?: boolean;
  disabled?: boolean;
  onPlay: (request: PlayRequest) => void;
}

/** A video's thumbnail as a button: duration badge, and the highlight of the next one to watch. */
export function VideoThumb({ document, number, title, next, watched, disabled, onPlay }: VideoThumbProps) {
  const { t } = useTranslation();
  const duration = document.duration ?? '';
  const label = title
    ? t('learning:video.playNamed', { title, number })
    : t('learning:video.play', { number });
  return (
    <button
      type="button"
      className={styles.thumbButton}
      data-next={next ? 'true' : undefined}
      aria-current={next ? 'step' : undefined}
      disabled={disabled}
      data-video-id={document.videoId}
      onClick={(event) => onPlay({ videoId: document.videoId, opener: event.currentTarget, item: title })}
    >
      <span className={styles.hidden}>{label}</span>
      {document.imgUrl ? <img className={styles.thumb} src={document.imgUrl} alt="" /> : null}
      {duration ? <span className={styles.badge}>{duration}</span> : null}
      {watched ? <span className={styles.tag}>{t('learning:video.watched')}</span> : null}
      {next ? <span className={styles.tag}>{t('learning:video.next')}</span> : null}
    </button>
  );
}
