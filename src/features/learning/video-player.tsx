import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_ORIGIN } from '@/lib/video-host';
import styles from './learning.module.css';

/** A video to play and the button it was asked from, where focus returns when the player closes. */
export interface PlayRequest {
  videoId: string;
  opener: HTMLElement;
  /** The item (trail step, video group) the video belongs to: its heading is the last fallback. */
  item: string;
}

const usable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && !element.matches(':disabled');

/**
 * Decision 092: a closed modal gives focus back to its opener. A list rebuilt while the video
 * played may have replaced that button, so the same video's new button, then its item's heading
 * (the screens mark it `data-video-item` and make it focusable).
 */
function returnFocus({ opener, videoId, item }: PlayRequest) {
  const target = [
    opener,
    document.querySelector(`button[data-video-id="${CSS.escape(videoId)}"]:not(:disabled)`),
    document.querySelector(`[data-video-item="${CSS.escape(item)}"]`),
  ].find(usable);
  target?.focus();
}

export interface VideoPlayerProps {
  request: PlayRequest;
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
export function VideoPlayer({ request, onClose, onStateChange }: VideoPlayerProps) {
  const { t } = useTranslation();
  const { videoId } = request;
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const reported = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // On unmount, after the dialog left the page: while it is open, everything behind it is inert.
  useEffect(() => () => returnFocus(request), [request]);

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
