import { randomUUID } from 'node:crypto';
import { addMonthsToDate, dateInMonth, monthKeyOf, todayIso } from '../../src/lib/dates.ts';
import { bankByConnector, type SupportedBank } from './connectors.ts';
import {
  type OpenBankingProvider,
  type ProviderAccount,
  ProviderError,
  type ProviderTransaction,
} from './provider.ts';

/** Item ids the demo widget makes up: `fake-item:<connector>:<anything>`. */
export const FAKE_ITEM_PREFIX = 'fake-item:';
/** Widget tokens of the fake start with this, so the SPA knows to show its demo widget. */
export const FAKE_CONNECT_TOKEN_PREFIX = 'fake-connect-token:';
/** The token the fake's token bank refuses; any other 4 to 12 digits pass. */
export const REFUSED_TOKEN = '000000';

interface Template {
  day: number;
  description: string;
  cents: number;
  category: string;
}

// A month of a realistic checking account and card; the same every month, so syncs are repeatable.
const CHECKING: readonly Template[] = [
  { day: 5, description: 'Salário', cents: 650_000, category: 'salario' },
  { day: 10, description: 'Aluguel', cents: -180_000, category: 'aluguel' },
  { day: 12, description: 'Supermercado Pão de Açúcar', cents: -41_237, category: 'supermercado' },
  { day: 15, description: 'Conta de luz Enel', cents: -18_790, category: 'energia' },
  { day: 20, description: 'Pix recebido', cents: 25_000, category: 'outras-rendas' },
  { day: 22, description: 'Drogaria São Paulo', cents: -6_450, category: 'farmacia' },
];
const CARD: readonly Template[] = [
  { day: 3, description: 'Restaurante Coco Bambu', cents: -8_990, category: 'restaurantes' },
  { day: 8, description: 'Uber', cents: -2_345, category: 'transporte' },
  { day: 14, description: 'Netflix', cents: -5_590, category: 'assinaturas' },
  { day: 18, description: 'Posto Shell', cents: -21_000, category: 'combustivel' },
  { day: 25, description: 'Amazon', cents: -14_999, category: 'lazer' },
];

function bankOf(linkId: string): SupportedBank {
  const [connector = ''] = linkId.slice(FAKE_ITEM_PREFIX.length).split(':');
  const bank = linkId.startsWith(FAKE_ITEM_PREFIX) ? bankByConnector(connector) : undefined;
  if (!bank) throw new ProviderError('notFound', `unknown fake item ${linkId}`);
  return bank;
}

function accountsOf(linkId: string): ProviderAccount[] {
  const bank = bankOf(linkId);
  const seed = Number(bank.connector);
  return [
    {
      id: `${linkId}:checking`,
      kind: 'checking',
      name: `${bank.institution} Conta Corrente`,
      number: `${seed}45-${seed % 10}`,
      balanceCents: 250_000 + seed * 1_000,
      card: null,
    },
    {
      id: `${linkId}:credit`,
      kind: 'credit',
      name: `${bank.institution} ${bank.cardFlag}`,
      number: `**** ${4000 + seed}`,
      balanceCents: 0,
      card: { limitCents: 800_000, flag: bank.cardFlag, closeDay: 5, dueDay: 12 },
    },
  ];
}

/** The templates of the last two months up to today, dated from `from` on. */
function transactionsOf(accountId: string, from: string, today: string): ProviderTransaction[] {
  const templates = accountId.endsWith(':credit') ? CARD : CHECKING;
  const months = [monthKeyOf(addMonthsToDate(today, -1)), monthKeyOf(today)];
  return months.flatMap((month) =>
    templates
      .map((template, index) => ({
        id: `${accountId}:${month}:${index}`,
        description: template.description,
        amountCents: template.cents,
        date: dateInMonth(month, template.day),
        categoryCode: template.category,
      }))
      .filter((row) => row.date >= from && row.date <= today),
  );
}

/**
 * A provider with no state and no network: what it answers follows from the item id and the date,
 * so any process (and every test) sees the same bank. Inter asks for a token on every refresh.
 */
export function fakeOpenBanking(now: () => Date = () => new Date()): OpenBankingProvider {
  return {
    kind: 'fake',
    async createConnectToken(linkId) {
      return `${FAKE_CONNECT_TOKEN_PREFIX}${linkId ?? randomUUID()}`;
    },
    async getItem(linkId) {
      const bank = bankOf(linkId);
      return {
        id: linkId,
        connector: bank.connector,
        institution: bank.institution,
        lastUpdate: now(),
        status: 'UPDATED',
      };
    },
    async listAccounts(linkId) {
      return accountsOf(linkId);
    },
    async listTransactions(accountId, from) {
      bankOf(accountId.slice(0, accountId.lastIndexOf(':')));
      return transactionsOf(accountId, from, todayIso(now()));
    },
    async refresh(linkId) {
      return bankOf(linkId).requiresToken ? 'tokenRequired' : 'updated';
    },
    async submitToken(linkId, token) {
      bankOf(linkId);
      return /^\d{4,12}$/.test(token) && token !== REFUSED_TOKEN;
    },
  };
}
