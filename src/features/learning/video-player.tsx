import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_ORIGIN } from '@/lib/video-host';
import styles from './learning.module.css';

export interface VideoPlayerProps {
  videoId: string;
  onClose: () => void;
  /** Any state change the player reports (started, paused, ended...). */
  onStateChange?: (videoId: string) => void;
}

function playerEvent(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as { event?: string; info?: { playerState?: number } | number };
    if (message.event === 'onStateChange') return message.event;
    if (
      message.event === 'infoDelivery' &&
      typeof message.info === 'object' &&
      message.info?.playerState !== undefined
    )
      return message.event;
  } catch {
    return undefined;
  }
  return undefined;
}

/** The overlay player: 1024x576, full width and 200 px high on small screens (spec 3 section 9). */
export function VideoPlayer({ videoId, onClose, onStateChange }: VideoPlayerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const reported = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    function listen(event: MessageEvent) {
      if (event.origin !== PLAYER_ORIGIN || !playerEvent(event.data) || reported.current) return;
      reported.current = true;
      onStateChange?.(videoId);
    }
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [videoId, onStateChange]);

  // The embed reports its state only to a page that said it is listening.
  function subscribe() {
    frame.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: videoId }),
      PLAYER_ORIGIN,
    );
  }

  return (
    <dialog
      ref={dialog}
      className={styles.player}
      aria-label={t('learning:video.player')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" className={styles.playerClose} onClick={onClose}>
        {t('learning:video.close')}
      </button>
      <iframe
        ref={frame}
        className={styles.playerFrame}
        title={t('learning:video.player')}
        src={`${PLAYER_ORIGIN}/embed/${encodeURIComponent(videoId)}?enablejsapi=1&autoplay=1&rel=0`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        onLoad={subscribe}
      />
    </dialog>
  );
}
