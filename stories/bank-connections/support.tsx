import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import type { BankAccess, BankMergeCandidate, Transaction } from '@/api/gen/model';
import { bankConnectionGlobalModals } from '@/features/bank-connections';
import { ConfirmationHost, GlobalModalHost } from '@/features/shell/shell-hosts';
import { ME } from '@/testing/money-fakes';
import { collection, envelope } from '@/testing/msw';
import { PLUGGY_STANDIN_PATH, PLUGGY_STANDIN_SCRIPT } from '@/testing/pluggy-connect-standin';

export const NOW = new Date('2026-03-10T12:00:00-03:00');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

/** The connections a person with four banks would see: fresh, pending, stale and legacy. */
export const nubank: BankAccess = {
  _id: 'ba-nubank',
  linkId: 'fake-item:212:nubank',
  institution: 'NuBank',
  type: 'pluggy',
  connector: 212,
  status: 'UPDATED',
  active: true,
  lastUpdate: hoursAgo(3),
  lastSynced: hoursAgo(3),
  user: ME,
  payments: [
    { _id: 'p-nuconta', name: 'NuBank Conta Corrente', type: 'debit', accountType: 'Conta corrente' },
    { _id: 'p-nucard', name: 'NuBank Mastercard', type: 'credit', flag: 'Mastercard' },
  ],
  createdAt: '2026-01-12T18:00:00.000Z',
  updatedAt: hoursAgo(3),
};
export const itauPending: BankAccess = {
  _id: 'ba-itau',
  linkId: 'fake-item:201:itau',
  institution: 'Itaú',
  type: 'pluggy',
  connector: 201,
  status: 'pending',
  active: false,
  lastUpdate: null,
  lastSynced: null,
  user: ME,
  payments: [],
  createdAt: hoursAgo(2),
  updatedAt: hoursAgo(2),
};
export const santanderStale: BankAccess = {
  ...nubank,
  _id: 'ba-santander',
  linkId: 'fake-item:208:santander',
  institution: 'Santander',
  connector: 208,
  lastUpdate: hoursAgo(50),
  lastSynced: hoursAgo(50),
  payments: [{ _id: 'p-santander', name: 'Santander Conta Corrente', type: 'debit' }],
};
export const bradescoLegacy: BankAccess = {
  ...nubank,
  _id: 'ba-bradesco',
  linkId: 'belvo-123',
  institution: 'Bradesco',
  type: 'belvo',
  connector: 'bradesco_br_retail',
  payments: [{ _id: 'p-bradesco', name: 'Bradesco Conta Corrente', type: 'debit' }],
};
export const currentAccesses = [nubank, itauPending, santanderStale];

/** The same connections as a server that keeps how each sync ended answers them (decision 482). */
export const withHealth: BankAccess[] = [
  { ...nubank, health: 'ok', lastSyncAttempt: hoursAgo(3) },
  { ...santanderStale, health: 'failing', lastSyncAttempt: hoursAgo(1) },
  {
    ...nubank,
    _id: 'ba-inter',
    linkId: 'fake-item:215:inter',
    institution: 'Inter',
    connector: 215,
    health: 'tokenRequired',
    lastSyncAttempt: hoursAgo(5),
    payments: [],
  },
];

const row = (overrides: Partial<Transaction>): Transaction => ({
  _id: 'r',
  name: '',
  value: -187.4,
  date: '2026-03-08',
  paid: true,
  transactionType: 'expenses',
  ...overrides,
});
/** Two imported rows that look like rows typed by hand (decision 483). */
export const mergePairs: BankMergeCandidate[] = [
  {
    imported: row({
      _id: 'imp-mercado',
      name: 'PAG*SUPERMERCADO BOM PRECO',
      externalId: 'ext-1',
      payment: { _id: 'p-nuconta', name: 'NuBank Conta Corrente' },
      category: { id: 'c-div', name: 'Diversos (Variável)', group: 'expenses' },
    }),
    manual: row({
      _id: 'man-mercado',
      name: 'Supermercado Bom Preço',
      date: '2026-03-07',
      payment: { _id: 'p-carteira', name: 'Carteira' },
      category: { id: 'c-super', name: 'Supermercado', group: 'expenses' },
    }),
  },
  {
    imported: row({ _id: 'imp-uber', name: 'UBER *TRIP', value: -32.9, externalId: 'ext-2' }),
    manual: row({ _id: 'man-uber', name: 'Uber para o trabalho', value: -32.9, date: '2026-03-06' }),
  },
];
export const mergesOf = (pairs: readonly BankMergeCandidate[]) =>
  http.get('*/api/bankmerges', () => collection(pairs));

export const SYNCED = 'Sua conta foi sincronizada com sucesso';

/** The calls a story made, to assert what was sent. */
export function recorder() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  return { calls, record };
}

export const listOf = (accesses: readonly BankAccess[]) =>
  http.get('*/api/bankaccesses', () => collection(accesses));
export const demoToken = () =>
  http.post('*/api/open-banking/access-token', () => envelope({ accessToken: 'fake-connect-token:story' }));
/** The real provider's token, with the stand-in's address in place of Pluggy's CDN (decision 481). */
export const realToken = () => [
  http.post('*/api/open-banking/access-token', () =>
    envelope({ accessToken: 'eyJ.connect-token.story', widgetUrl: PLUGGY_STANDIN_PATH }),
  ),
  http.get(
    `*${PLUGGY_STANDIN_PATH}`,
    () => new HttpResponse(PLUGGY_STANDIN_SCRIPT, { headers: { 'content-type': 'text/javascript' } }),
  ),
];
export const syncAnswers = (status: number, message: string) =>
  http.post('*/api/bankaccesses/:id/sync', () => HttpResponse.json({ message }, { status }));

/** What the shell adds around a screen: the confirmation modal and the bank integration modal. */
export function WithHosts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConfirmationHost />
      <GlobalModalHost registry={bankConnectionGlobalModals} />
    </>
  );
}

export { signedIn } from '../session';
