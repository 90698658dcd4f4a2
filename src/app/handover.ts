import type { Root } from 'react-dom/client';

// /login's first visit runs the login views without the app (src/login-main.tsx, decision 427). When
// the person goes on, that entry hands its React root over and loads the app's entry, which renders
// into it: the login view stays on screen until the app's first frame replaces it. Both entries share
// this module, so the hand-over needs no global.
let handedOver: Root | null = null;

export function handOverRoot(root: Root): void {
  handedOver = root;
}

/** The root the login entry handed over, once; undefined on any other start. */
export function takeHandedOverRoot(): Root | undefined {
  const root = handedOver ?? undefined;
  handedOver = null;
  return root;
}
