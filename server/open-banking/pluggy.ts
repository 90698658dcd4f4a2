import { todayIso } from '../../src/lib/dates.ts';
import { toCents } from '../domain/money.ts';
import type {
  AccountKind,
  ConnectWidget,
  OpenBankingProvider,
  ProviderAccount,
  ProviderItem,
  ProviderTransaction,
  RefreshOutcome,
} from './provider.ts';
import { ProviderError } from './provider.ts';

export interface PluggyCredentials {
  clientId: string;
  clientSecret: string;
  baseUrl?: string;
  connectWidget?: ConnectWidget;
}

interface PluggyItem {
  id: string;
  connector: { id: number; name: string };
  status: string;
  lastUpdatedAt: string | null;
  parameter?: { name: string } | null;
}

interface PluggyAccount {
  id: string;
  type: 'BANK' | 'CREDIT';
  subtype: string;
  name: string;
  marketingName?: string | null;
  number?: string | null;
  balance: number;
  creditData?: {
    brand?: string | null;
    creditLimit?: number | null;
    balanceCloseDate?: string | null;
    balanceDueDate?: string | null;
  } | null;
}

interface PluggyTransaction {
  id: string;
  description: string;
  amount: number;
  date: string;
  type: 'DEBIT' | 'CREDIT';
  category?: string | null;
}

interface Page<T> {
  results: T[];
  page?: number;
  totalPages?: number;
}

const API_KEY_TTL_MS = 100 * 60 * 1000; // Pluggy keys live 2 hours; renew well before.
const REQUEST_TIMEOUT_MS = 15_000;
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 10;

const FLAGS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  ELO: 'Elo',
  HIPERCARD: 'Hipercard',
  AMEX: 'American Express',
  'AMERICAN EXPRESS': 'American Express',
};

// Pluggy's categories that name one of ours; the rest fall back to the "Diversos"/"Outras" ones.
const CATEGORIES: Record<string, string> = {
  Salary: 'salario',
  Groceries: 'supermercado',
  Rent: 'aluguel',
  Electricity: 'energia',
  Pharmacy: 'farmacia',
  'Eating out': 'restaurantes',
  'Taxi and ride-hailing': 'transporte',
  'Gas stations': 'combustivel',
  'Video streaming': 'assinaturas',
};

const dayOf = (iso: string | null | undefined, fallback: number) =>
  iso ? Number(iso.slice(8, 10)) || fallback : fallback;

function kindOf(account: PluggyAccount): AccountKind {
  if (account.type === 'CREDIT') return 'credit';
  return account.subtype === 'SAVINGS_ACCOUNT' ? 'savings' : 'checking';
}

function toAccount(account: PluggyAccount): ProviderAccount {
  const kind = kindOf(account);
  const credit = account.creditData;
  return {
    id: account.id,
    kind,
    name: account.marketingName || account.name,
    number: account.number ?? null,
    balanceCents: toCents(account.balance),
    card:
      kind === 'credit'
        ? {
            limitCents: toCents(credit?.creditLimit ?? 0),
            flag: FLAGS[(credit?.brand ?? '').toUpperCase()] ?? null,
            closeDay: dayOf(credit?.balanceCloseDate, 1),
            dueDay: dayOf(credit?.balanceDueDate, 10),
          }
        : null,
  };
}

function toTransaction(row: PluggyTransaction): ProviderTransaction {
  const cents = Math.abs(toCents(row.amount));
  return {
    id: row.id,
    description: row.description,
    amountCents: row.type === 'DEBIT' ? -cents : cents,
    // Pluggy dates are instants; the business date is the São Paulo day they fall on.
    date: todayIso(new Date(row.date)),
    categoryCode: CATEGORIES[row.category ?? ''] ?? null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pluggy's REST API (https://api.pluggy.ai), server side only: the client secret never leaves here. */
export function pluggyOpenBanking(credentials: PluggyCredentials): OpenBankingProvider {
  const baseUrl = credentials.baseUrl ?? 'https://api.pluggy.ai';
  let apiKey: { value: string; expires: number } | null = null;

  async function call<T>(method: string, path: string, body?: object, authenticated = true): Promise<T> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (authenticated) headers['x-api-key'] = await key();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('unavailable', `pluggy ${method} ${path}: ${String(error)}`);
    }
    if (response.status === 404) throw new ProviderError('notFound', `pluggy ${path}: 404`);
    if (response.status === 400 || response.status === 422)
      throw new ProviderError('rejected', `pluggy ${method} ${path}: ${response.status}`);
    if (!response.ok) throw new ProviderError('unavailable', `pluggy ${method} ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  async function key(): Promise<string> {
    if (apiKey && apiKey.expires > Date.now()) return apiKey.value;
    const answer = await call<{ apiKey: string }>(
      'POST',
      '/auth',
      { clientId: credentials.clientId, clientSecret: credentials.clientSecret },
      false,
    );
    apiKey = { value: answer.apiKey, expires: Date.now() + API_KEY_TTL_MS };
    return answer.apiKey;
  }

  /** Waits for the item to leave UPDATING; what the bank asked for decides the outcome. */
  async function settle(linkId: string): Promise<RefreshOutcome> {
    for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt += 1) {
      const item = await call<PluggyItem>('GET', `/items/${linkId}`);
      if (item.status === 'WAITING_USER_INPUT') return 'tokenRequired';
      if (item.status === 'LOGIN_ERROR')
        throw new ProviderError('unavailable', `item ${linkId}: login error`);
      if (item.status !== 'UPDATING') return 'updated';
      await sleep(POLL_INTERVAL_MS);
    }
    // Still collecting: what Pluggy already holds is imported now, the rest on the next sync.
    return 'updated';
  }

  async function pages<T>(path: string): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await call<Page<T>>('GET', `${path}&page=${page}`);
      rows.push(...answer.results);
      if (!answer.totalPages || page >= answer.totalPages) return rows;
    }
  }

  return {
    kind: 'pluggy',
    ...(credentials.connectWidget ? { connectWidget: credentials.connectWidget } : {}),
    async createConnectToken(linkId) {
      const answer = await call<{ accessToken: string }>(
        'POST',
        '/connect_token',
        linkId ? { itemId: linkId } : {},
      );
      return answer.accessToken;
    },
    async getItem(linkId): Promise<ProviderItem> {
      const item = await call<PluggyItem>('GET', `/items/${encodeURIComponent(linkId)}`);
      return {
        id: item.id,
        connector: String(item.connector.id),
        institution: item.connector.name,
        lastUpdate: item.lastUpdatedAt ? new Date(item.lastUpdatedAt) : null,
        status: item.status,
      };
    },
    async listAccounts(linkId) {
      const answer = await call<Page<PluggyAccount>>('GET', `/accounts?itemId=${encodeURIComponent(linkId)}`);
      return answer.results.map(toAccount);
    },
    async listTransactions(accountId, from) {
      const rows = await pages<PluggyTransaction>(
        `/transactions?accountId=${encodeURIComponent(accountId)}&from=${from}&pageSize=500`,
      );
      return rows.map(toTransaction);
    },
    async refresh(linkId) {
      await call('PATCH', `/items/${encodeURIComponent(linkId)}`, {});
      return settle(linkId);
    },
    async submitToken(linkId, token) {
      const item = await call<PluggyItem>('GET', `/items/${encodeURIComponent(linkId)}`);
      try {
        await call('POST', `/items/${encodeURIComponent(linkId)}/mfa`, {
          [item.parameter?.name ?? 'token']: token,
        });
      } catch (error) {
        if (error instanceof ProviderError && error.reason === 'rejected') return false;
        throw error;
      }
      return (await settle(linkId)) === 'updated';
    },
  };
}
