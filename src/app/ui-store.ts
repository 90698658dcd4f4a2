import { useSyncExternalStore } from 'react';

/**
 * App-wide UI state the shell shows and any screen may drive: snack bar, data-fetch error flag,
 * confirmation modal, global modals, the narrow-screen sidebar. Screens import these functions;
 * the shell renders the state.
 */

export const FETCH_ERROR_MS = 5000;

export const GLOBAL_MODALS = [
  'transaction',
  'payment',
  'bankOperation',
  'bankIntegration',
  'objective',
  'categoryBudget',
  'editLinkedTransaction',
] as const;
export type GlobalModalName = (typeof GLOBAL_MODALS)[number];

export interface ConfirmRequest {
  title: string;
  message: string;
  /** Defaults to the common 'Confirmar' label. */
  confirmLabel?: string;
  danger?: boolean;
  /** A yes/no question ('Sim'/'Não'): this labels the 'no', and closing the dialog answers neither. */
  declineLabel?: string;
}

export interface UiState {
  /** The snack bar (src/ui) times itself: 300 ms to open, 2000 ms shown; `id` restarts it for a repeated text. */
  snack: { message: string; id: number } | null;
  fetchError: boolean;
  /** Resolved true (yes), false (no or cancel) or null (a yes/no question closed unanswered). */
  confirm: (ConfirmRequest & { resolve: (answer: boolean | null) => void }) | null;
  modal: { name: GlobalModalName; props: Record<string, unknown> } | null;
  sidebarOpen: boolean;
}

const initial: UiState = { snack: null, fetchError: false, confirm: null, modal: null, sidebarOpen: false };
let state = initial;
const listeners = new Set<() => void>();
let fetchErrorTimer: ReturnType<typeof setTimeout> | undefined;
let snackId = 0;

function set(patch: Partial<UiState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getUiState(): UiState {
  return state;
}

export function subscribeUi(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUiState<T>(selector: (ui: UiState) => T): T {
  return useSyncExternalStore(
    subscribeUi,
    () => selector(state),
    () => selector(initial),
  );
}

export function showSnack(message: string): void {
  snackId += 1;
  set({ snack: { message, id: snackId } });
}

export function clearSnack(): void {
  set({ snack: null });
}

/** A failed data fetch raises the error banner for 5 s; another failure restarts the 5 s. */
export function flagFetchError(): void {
  set({ fetchError: true });
  clearTimeout(fetchErrorTimer);
  fetchErrorTimer = setTimeout(() => set({ fetchError: false }), FETCH_ERROR_MS);
}

export function clearFetchError(): void {
  set({ fetchError: false });
}

/** Asks through the shell's confirmation modal; resolves true when the person confirms. */
export async function requestConfirmation(request: ConfirmRequest): Promise<boolean> {
  return (await requestDecision(request)) === true;
}

/**
 * A yes/no question through the same modal ('Sim'/'Não' with `declineLabel`): true, false, or null
 * when it is closed without an answer (Esc), which must do nothing, never count as 'Não'.
 */
export function requestDecision(request: ConfirmRequest): Promise<boolean | null> {
  state.confirm?.resolve(null);
  return new Promise((resolve) => set({ confirm: { ...request, resolve } }));
}

export function answerConfirmation(answer: boolean | null): void {
  const pending = state.confirm;
  set({ confirm: null });
  pending?.resolve(answer);
}

export function openGlobalModal(name: GlobalModalName, props: Record<string, unknown> = {}): void {
  set({ modal: { name, props } });
}

export function closeGlobalModal(): void {
  set({ modal: null });
}

export function setSidebarOpen(open: boolean): void {
  if (state.sidebarOpen !== open) set({ sidebarOpen: open });
}

/** Logout and tests start from a clean slate. */
export function resetUiState(): void {
  clearTimeout(fetchErrorTimer);
  state.confirm?.resolve(null);
  set(initial);
}
