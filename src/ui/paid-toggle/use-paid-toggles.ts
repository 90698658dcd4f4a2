import { useCallback, useRef, useState } from 'react';

/** One press of a row's paid toggle, with the calls that store and read back its new state. */
export interface PaidPress {
  id: string;
  /** The state the row shows at the press. */
  paid: boolean;
  /** Stores the opposite state; rejects when the server refuses it. */
  store: (paid: boolean) => Promise<unknown>;
  /** Reads the rows again, after the answer whatever it was. */
  refresh: () => Promise<unknown>;
  onFailure: (failure: unknown) => void;
}

const NONE_WAITING: ReadonlyMap<string, boolean> = new Map();

/**
 * Paid toggles that wait for their answer (decision 025). A row is busy from the press until its
 * answer and the refreshed rows are in, and sends one request meanwhile: further presses of that
 * row are ignored; other rows toggle on their own. The row keeps its state until the server has the
 * new one, so a page left during the wait never showed a change the server did not store; it then
 * shows the new state until the rows are read again, so a stored change never flashes back.
 */
export function usePaidToggles() {
  /** Rows whose toggle waits, each with the state to show meanwhile. */
  const [waiting, setWaiting] = useState(NONE_WAITING);
  // Each row's press in flight, read and written in the press's own task: two presses before React
  // renders again still see it.
  const inFlight = useRef(new Map<string, object>());

  /** Ends a press's wait, unless a later press of the same row has taken over. */
  const settle = useCallback((id: string, press: object) => {
    if (inFlight.current.get(id) !== press) return;
    inFlight.current.delete(id);
    setWaiting((rows) => {
      const next = new Map(rows);
      next.delete(id);
      return next;
    });
  }, []);

  const isWaiting = useCallback((id: string) => inFlight.current.has(id), []);

  const toggle = useCallback(
    async ({ id, paid, store, refresh, onFailure }: PaidPress) => {
      if (inFlight.current.has(id)) return;
      const press = {};
      inFlight.current.set(id, press);
      setWaiting((rows) => new Map(rows).set(id, paid));
      try {
        await store(!paid);
        setWaiting((rows) => new Map(rows).set(id, !paid));
      } catch (failure) {
        // The row goes back at once; the refresh below may be as slow as the answer was.
        settle(id, press);
        onFailure(failure);
      }
      try {
        await refresh();
      } finally {
        settle(id, press);
      }
    },
    [settle],
  );

  return { waiting, isWaiting, toggle };
}
