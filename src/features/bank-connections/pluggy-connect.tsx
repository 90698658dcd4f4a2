import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ConnectError,
  type ConnectItem,
  type ConnectOutcome,
  errorOutcome,
  successOutcome,
} from './pluggy-outcome';

interface ConnectOptions {
  connectToken: string;
  includeSandbox?: boolean;
  onSuccess: (data: { item?: ConnectItem }) => void;
  onError: (error: ConnectError) => void;
  onEvent?: (payload: { event?: string }) => void;
  onClose?: () => void;
}
type ConnectConstructor = new (options: ConnectOptions) => { init: () => Promise<void> };
type WithConnect = Window & { PluggyConnect?: ConnectConstructor };

const loading = new Map<string, Promise<ConnectConstructor>>();

/** Loads the widget's script once per address; rejects when it cannot (network, CSP). */
export function loadConnectScript(url: string): Promise<ConnectConstructor> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<ConnectConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const Connect = (window as WithConnect).PluggyConnect;
      if (Connect) resolve(Connect);
      else reject(new Error('PluggyConnect missing'));
    };
    script.onerror = () => reject(new Error(`script failed: ${url}`));
    document.head.append(script);
  });
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}

export interface PluggyConnectProps {
  scriptUrl: string;
  connectToken: string;
  /** A connection made, or a pending one (USER_AUTHORIZATION_PENDING), or a failure. */
  onOutcome: (outcome: ConnectOutcome) => void;
  /** The person closed the widget before anything was made. */
  onClose: () => void;
}

/**
 * The provider's Connect widget (decision 481): its script, loaded from the address the server
 * answered with the token, opens over the page; this component only waits for its callbacks.
 */
export function PluggyConnect({ scriptUrl, connectToken, onOutcome, onClose }: PluggyConnectProps) {
  const { t } = useTranslation();
  const handlers = useRef({ onOutcome, onClose });
  handlers.current = { onOutcome, onClose };

  useEffect(() => {
    let settled = false;
    const once = (work: () => void) => {
      if (settled) return;
      settled = true;
      work();
    };
    loadConnectScript(scriptUrl)
      .then((Connect) =>
        new Connect({
          connectToken,
          includeSandbox: false,
          onSuccess: (data) => once(() => handlers.current.onOutcome(successOutcome(data))),
          onError: (error) => once(() => handlers.current.onOutcome(errorOutcome(error))),
          onClose: () => once(() => handlers.current.onClose()),
        }).init(),
      )
      .catch(() => once(() => handlers.current.onOutcome({ kind: 'failed' })));
    return () => {
      settled = true;
    };
  }, [scriptUrl, connectToken]);

  return (
    <p role="status" className="visually-hidden">
      {t('bank-connections:widget.standinNote')}
    </p>
  );
}
