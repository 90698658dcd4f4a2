import type { Account } from './accounts.ts';
import { type Answer, type Call, data } from './http.ts';

/** What one write was, and what the client knows of its fate. */
export interface Write {
  kind: 'series' | 'card' | 'invoicePayment' | 'transfer' | 'deposit' | 'wallet' | 'entry' | 'reset';
  /** Unique per write where the client chooses the name: how it is found again. */
  name?: string;
  installments?: number;
  /** What the 2xx answer returned. */
  id?: string;
  /** sent: no answer before the kill (either outcome is allowed); acked: 2xx received. */
  state: 'sent' | 'acked' | 'refused';
  status?: number;
}

export interface Ledger {
  account: Account;
  checking: string;
  savings: string;
  card: string;
  objective: string;
  objectiveName: string;
  category: string;
  writes: Write[];
}

export interface Resets {
  account: Account;
  /** Batches of writes, each ended by a reset; the last may be unfinished. */
  batches: Write[][];
}

const DAY_MS = 86_400_000;
export const isoDate = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
export const today = () => isoDate(new Date());
const daysAgo = (days: number) => isoDate(new Date(Date.now() - days * DAY_MS));
const cents = (min: number, max: number) => (min * 100 + Math.floor(Math.random() * (max - min) * 100)) / 100;

/** The wallets, card, objective and category the ledger lanes write to: set up before any kill. */
export async function prepareLedger(account: Account): Promise<Ledger> {
  const { api } = account;
  const wallet = async (body: object) => (await data<{ _id: string }>(api('POST', '/payments', body)))._id;
  const checking = await wallet({
    name: 'Conta',
    type: 'debit',
    accountType: 'Conta corrente',
    value: 100000,
  });
  const savings = await wallet({ name: 'Poupança', type: 'debit', accountType: 'Poupança', value: 0 });
  const card = await wallet({
    name: 'Cartão',
    type: 'credit',
    flag: 'Visa',
    invoiceCloseOn: 5,
    paid: 12,
    limit: 100000,
  });
  const objectiveName = 'Reserva';
  const objective = (
    await data<{ _id: string }>(
      api('POST', '/objectives', {
        name: objectiveName,
        category: 'reserva-emergencia',
        totalValue: 1000000,
        initialValue: 0,
        beginDate: daysAgo(30),
        finalDate: daysAgo(-3650),
        payment: checking,
      }),
    )
  )._id;
  const category = await categoryId(api);
  return { account, checking, savings, card, objective, objectiveName, category, writes: [] };
}

async function categoryId(api: Call): Promise<string> {
  const categories = await data<{ items: Array<{ _id: string; name: string }> }>(api('GET', '/categories'));
  const category = categories.items.find((item) => item.name === 'Supermercado')?._id;
  if (!category) throw new Error('no category Supermercado');
  return category;
}

/** Sends one write and records what came back; a dropped connection leaves it 'sent'. */
async function send(writes: Write[], write: Omit<Write, 'state'>, call: () => Promise<Answer>) {
  const entry: Write = { ...write, state: 'sent' };
  writes.push(entry);
  const answer = await call();
  entry.status = answer.status;
  if (answer.status >= 200 && answer.status < 300) {
    entry.state = 'acked';
    entry.id = answer.body?.data?._id;
  } else entry.state = 'refused';
  return answer;
}

type Lane = (stop: () => boolean) => Promise<void>;

/** Loops until the server is gone (a connection error) or `stop` says so. */
async function loop(stop: () => boolean, step: (i: number) => Promise<unknown>) {
  for (let i = 0; !stop(); i += 1) {
    try {
      await step(i);
    } catch {
      return;
    }
  }
}

export function ledgerLanes(ledger: Ledger, tag: string): Lane[] {
  const { api } = ledger.account;
  const { writes } = ledger;
  const purchase = (payment: string, name: string, installments: number, date: string) =>
    send(writes, { kind: payment === ledger.card ? 'card' : 'series', name, installments }, () =>
      api('POST', '/transactions', {
        name,
        value: -cents(installments, 100 * installments),
        date,
        transactionType: 'expenses',
        category: ledger.category,
        payment,
        lastInstallment: installments,
      }),
    );
  const series: Lane = (stop) =>
    loop(stop, (i) => purchase(ledger.checking, `Parcelas ${tag}-${i}`, 2 + (i % 5), daysAgo(i % 60)));
  const card: Lane = (stop) =>
    loop(stop, async (i) => {
      // Dated in the past so the first instalment's invoice is closed and can be paid; then half of a
      // closed invoice is paid (an invoice already paid answers 409, which changes nothing).
      await purchase(ledger.card, `Compra ${tag}-${i}`, 3, daysAgo(70 + (i % 60)));
      const invoices = await data<{
        items: Array<{ _id: string; closeOnDay?: string; items: { value: number }[] }>;
      }>(api('GET', '/invoices?ignoreInvoicePeriod=true'));
      const closed = invoices.items.filter(
        (item) => item.items.length && (item.closeOnDay ?? '9') < daysAgo(1),
      );
      const invoice = closed[i % Math.max(closed.length, 1)];
      if (!invoice) return;
      const due = -invoice.items.reduce((sum, item) => sum + Math.round(item.value * 100), 0);
      if (due < 2) return;
      await send(writes, { kind: 'invoicePayment' }, () =>
        api('POST', '/invoices', {
          name: 'Pagamento de fatura',
          value: Math.floor(due / 2) / 100,
          date: today(),
          paid: true,
          transactionType: 'expenses',
          payment: ledger.checking,
          paymentInvoiceReferenceId: invoice._id,
        }),
      );
    });
  const transfer: Lane = (stop) =>
    loop(stop, () =>
      send(writes, { kind: 'transfer' }, () =>
        api('POST', '/transactions', {
          name: 'Transferência',
          value: cents(1, 20),
          date: today(),
          paid: true,
          transactionType: 'revenues',
          bankingOperationType: 'transfer',
          bankingOperationPayment: ledger.checking,
          payment: ledger.savings,
        }),
      ),
    );
  const deposit: Lane = (stop) =>
    loop(stop, () =>
      send(writes, { kind: 'deposit' }, () =>
        api('POST', `/objectives/${ledger.objective}/transaction`, { value: cents(1, 20), date: today() }),
      ),
    );
  return [series, card, transfer, deposit];
}

/** Fills the account with a wallet and two rows, resets it, and again, until stopped. */
export function resetLane(resets: Resets, tag: string): Lane {
  const { api } = resets.account;
  return (stop) =>
    loop(stop, async (i) => {
      const batch: Write[] = [];
      resets.batches.push(batch);
      const name = `Conta ${tag}-${i}`;
      // A reset may give the account new categories: look the category up again in every batch.
      const category = await categoryId(api);
      const wallet = await send(batch, { kind: 'wallet', name }, () =>
        api('POST', '/payments', { name, type: 'debit', accountType: 'Conta corrente', value: 500 }),
      );
      for (const n of [1, 2])
        await send(batch, { kind: 'entry', name: `Gasto ${tag}-${i}-${n}` }, () =>
          api('POST', '/transactions', {
            name: `Gasto ${tag}-${i}-${n}`,
            value: -cents(1, 50),
            date: today(),
            paid: true,
            transactionType: 'expenses',
            category,
            payment: wallet.body.data._id,
          }),
        );
      await send(batch, { kind: 'reset' }, () => api('POST', '/users/account/reset', {}));
    });
}
