import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Shows a message `openDelayMs` after it arrives and calls `onClose` `visibleMs` later. A new
 * message restarts both timers; the latest onClose is used without restarting them.
 */
export function useTimedMessage(
  message: string | null,
  onClose: () => void,
  { openDelayMs, visibleMs }: { openDelayMs: number; visibleMs: number },
): boolean {
  const [visible, setVisible] = useState(false);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    setVisible(false);
    if (!message) return;
    const show = setTimeout(() => setVisible(true), openDelayMs);
    const hide = setTimeout(() => {
      setVisible(false);
      close();
    }, openDelayMs + visibleMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [message, openDelayMs, visibleMs]);

  return visible && message !== null;
}
