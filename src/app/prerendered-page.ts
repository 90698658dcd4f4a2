import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportCaughtError } from './caught-errors';

// The build writes some pages with their first view already in the markup (decision 375). These
// helpers let the app take that view over without a visible change: no blank frame, no second
// entrance delay, nothing the person typed in the meantime lost.

let firstViewPath: string | null = null;

/** The path whose markup the page arrived with, if the page was prerendered for this very path. */
export function prerenderedPath(root: HTMLElement, pathname: string): string | null {
  const path = root.dataset.prerendered;
  return path !== undefined && path === pathname ? path : null;
}

/** Marks the first view as shown by the page itself, until the person moves to another path. */
export function markFirstView(path: string | null): void {
  firstViewPath = path;
}

/**
 * What is left of a view's entrance delay. The page's markup already waits for it from the start of
 * the navigation (CSS), so the app must not wait it again on that first view; later visits wait whole.
 */
export function remainingAppearDelay(path: string, delayMs: number, now = performance.now()): number {
  return firstViewPath === path ? Math.max(0, Math.round(delayMs - now)) : delayMs;
}

interface Typed {
  values: string[];
  focused: number;
}

/** The text fields' values in document order and which one has the focus. */
export function readTyping(root: HTMLElement): Typed {
  const inputs = [...root.querySelectorAll('input')];
  return {
    values: inputs.map((input) => input.value),
    focused: inputs.indexOf(document.activeElement as HTMLInputElement),
  };
}

/**
 * Puts typed text back into the app's fields as if typed (the native setter and an `input` event,
 * which React's change handlers hear), and the focus where it was.
 */
export function restoreTyping(root: HTMLElement, typed: Typed): void {
  const inputs = [...root.querySelectorAll('input')];
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  typed.values.forEach((value, index) => {
    const input = inputs[index];
    if (!input || value === '' || input.value === value || !setValue) return;
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  inputs[typed.focused]?.focus();
}

/**
 * Presses, in the app's view, what the person pressed on the page's own view before the app had taken
 * it over (held by the early script, `holdEarlyPresses` in src/app/deferred-entry.ts): the button at
 * the same position (the two views are the same), or a submit of the form. Run after the typed text
 * is back, in a task of its own so the fields' state holds it.
 */
export function replayHeldPress(root: HTMLElement): void {
  const held = root.dataset.heldPress;
  if (held === undefined) return;
  delete root.dataset.heldPress;
  setTimeout(() => {
    if (held === 'submit') root.querySelector('form')?.requestSubmit();
    else root.querySelectorAll('button')[Number(held)]?.click();
  }, 0);
}

/**
 * Replaces the page's own markup with the same view rendered by React, in one task so no blank frame
 * shows between them; then what the person typed meanwhile goes back into the fields and a button
 * they pressed meanwhile is pressed again. `view` gets the root it renders in.
 */
export function takeOverPage(element: HTMLElement, view: (root: Root) => ReactNode): Root {
  const typed = readTyping(element);
  const root = createRoot(element, { onCaughtError: reportCaughtError });
  delete element.dataset.prerendered;
  flushSync(() => root.render(view(root)));
  restoreTyping(element, typed);
  replayHeldPress(element);
  return root;
}
