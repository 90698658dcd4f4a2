import type { ChatLink, ChatParams, ChatReply, ChatRoute } from '@/api/gen/model';

/** The path of each screen the assistant may open (spec 2: its navigation targets). */
const PATHS: Record<ChatRoute, string> = {
  dashboard: '/painel',
  transactions: '/movimentacoes',
  payment_transactions: '/movimentacoes',
  wallet: '/carteiras',
  budget: '/planejamento',
  objectives: '/objetivos',
  calendar: '/calendario',
};

/** Screens with a month selector take the month in the URL (decision 350). */
const MONTHLY: ReadonlySet<ChatRoute> = new Set([
  'dashboard',
  'transactions',
  'payment_transactions',
  'budget',
  'calendar',
]);

/** Where a route name leads: '/movimentacoes/{payment}?month=2026-05'. */
export function chatHref(route: ChatRoute, params?: ChatParams, month?: string): string {
  const base =
    route === 'payment_transactions' && params?.payment
      ? `${PATHS[route]}/${encodeURIComponent(params.payment)}`
      : PATHS[route];
  return month && MONTHLY.has(route) ? `${base}?month=${month}` : base;
}

/** The screen a reply opens at once (the person asked for it), if any. */
export const navigationOf = (reply: ChatReply): string | undefined =>
  reply.navigateTo ? chatHref(reply.navigateTo, reply.params) : undefined;

export const linkHref = (link: ChatLink): string => chatHref(link.route, link.params, link.month);

/** The screen an order named, as a link: for a person who went on before the answer came. */
export const orderLink = (reply: ChatReply): ChatLink | undefined =>
  reply.navigateTo
    ? { route: reply.navigateTo, ...(reply.params ? { params: reply.params } : {}) }
    : undefined;

export type ChatEntry =
  | { id: number; from: 'person'; text: string }
  | { id: number; from: 'assistant'; text: string; link?: ChatLink }
  | { id: number; from: 'assistant'; unavailable: true }
  /** An order whose answer came after the person left the window or the page: not followed. */
  | { id: number; from: 'assistant'; notFollowed: true; link: ChatLink };

/** Questions are at most this long (the contract's bound). */
export const MAX_MESSAGE = 2000;
