import type { Root } from 'react-dom/client';

// /login's first visit runs the login views without the app (src/login-main.tsx, decision 427). Once
// the person starts using the form, that entry loads the app's entry, which evaluates while they type
// and then waits here for the hand-over: the address to go on to and the React root to render into,
// so the login view stays on screen until the app's first frame replaces it. Both entries share this
// module, so the hand-over needs no global.

export interface HandOver {
  root: Root;
  to: string;
}

let held: { handOver: Promise<HandOver>; give: (handOver: HandOver) => void } | null = null;

/** Called by the login entry before it loads the app's entry: the app will wait for `handOver`. */
export function holdAppStart(): void {
  if (held) return;
  let give: (handOver: HandOver) => void = () => undefined;
  const handOver = new Promise<HandOver>((resolve) => {
    give = resolve;
  });
  held = { handOver, give };
}

/** Gives the app the address and the root; the app renders into it there. */
export function handOver(next: HandOver): void {
  held?.give(next);
}

/** For the app's entry: the hand-over it waits for when the login entry holds its start. */
export function heldAppStart(): Promise<HandOver> | undefined {
  return held?.handOver;
}
