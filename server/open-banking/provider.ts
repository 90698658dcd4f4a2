/**
 * The open-banking provider as the app needs it: a token that opens the connect widget, the item a
 * connection points at, its accounts and transactions, and the refresh that a bank may hold back
 * until the person types the token its app generates (MFA). Pluggy implements it for real; the fake
 * answers deterministically for tests and demo mode.
 */

/** The provider's view of one connection ("item"); `linkId` on our side. */
export interface ProviderItem {
  id: string;
  connector: string;
  institution: string;
  /** When the provider last collected the bank's data. */
  lastUpdate: Date | null;
  status: string;
}

export type AccountKind = 'checking' | 'savings' | 'credit';

export interface ProviderCard {
  limitCents: number;
  /** Visa, Mastercard, Hipercard, Elo or American Express; null when the bank names another. */
  flag: string | null;
  closeDay: number;
  dueDay: number;
}

export interface ProviderAccount {
  id: string;
  kind: AccountKind;
  name: string;
  number: string | null;
  /** The balance today; for a card, what the open invoice owes (not used for wallets). */
  balanceCents: number;
  card: ProviderCard | null;
}

export interface ProviderTransaction {
  id: string;
  description: string;
  /** As the person sees it: negative when money leaves (a purchase on a card too). */
  amountCents: number;
  date: string;
  /** One of our default category codes when the provider's category maps to one. */
  categoryCode: string | null;
}

/** `tokenRequired`: the bank asks for the numeric token of its app before it lets the refresh run. */
export type RefreshOutcome = 'updated' | 'tokenRequired';

/** Where the provider's Connect widget comes from (decision 481): its script and the frame it opens. */
export interface ConnectWidget {
  scriptUrl: string;
  frameOrigin: string;
}

export interface OpenBankingProvider {
  readonly kind: 'pluggy' | 'fake';
  /** The real widget the SPA loads; absent for the fake, whose tokens open the app's demo widget. */
  readonly connectWidget?: ConnectWidget;
  /** A short-lived token for the widget; with `linkId` the widget updates that connection. */
  createConnectToken(linkId?: string): Promise<string>;
  getItem(linkId: string): Promise<ProviderItem>;
  listAccounts(linkId: string): Promise<ProviderAccount[]>;
  /** The account's transactions dated `from` (YYYY-MM-DD) or later. */
  listTransactions(accountId: string, from: string): Promise<ProviderTransaction[]>;
  /** Asks the bank for fresh data. */
  refresh(linkId: string): Promise<RefreshOutcome>;
  /** Sends the token a refresh asked for; false when the bank refuses it. */
  submitToken(linkId: string, token: string): Promise<boolean>;
}

/**
 * `notFound`: no such item for our credentials; `rejected`: the provider refused what we sent;
 * `unavailable`: it failed or timed out.
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'notFound' | 'rejected' | 'unavailable',
    detail: string,
  ) {
    super(detail);
    this.name = 'ProviderError';
  }
}
