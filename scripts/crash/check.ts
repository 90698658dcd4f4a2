import { type Call, data } from './http.ts';
import { isoDate, type Ledger, type Resets, type Write } from './workload.ts';

interface Row {
  _id: string;
  name: string;
  value: number;
  date: string;
  paid: boolean;
  payment?: { _id: string };
  recurrentIndex?: number;
  lastInstallment?: number;
  recurrentTransactionId?: string;
  bankingOperationReferenceId?: string;
  invoiceReferenceId?: string;
  paymentInvoiceReferenceId?: string;
}

/** What a restart found: acknowledged writes missing, and broken ledger rules. */
export interface Findings {
  acknowledged: number;
  lost: string[];
  violations: string[];
}

const YEAR_MS = 366 * 86_400_000;
const cents = (value: number) => Math.round(value * 100);
const sum = (rows: Row[]) => rows.reduce((total, row) => total + cents(row.value), 0);

function groupBy(rows: Row[], key: (row: Row) => string | undefined): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const value = key(row);
    if (value !== undefined) groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  return groups;
}

/** Every row of the account: the writes are dated within a few months of today. */
async function allRows(api: Call): Promise<Row[]> {
  const start = isoDate(new Date(Date.now() - YEAR_MS));
  const end = isoDate(new Date(Date.now() + YEAR_MS));
  return (await data<{ items: Row[] }>(api('GET', `/transactions?startDate=${start}&endDate=${end}`))).items;
}

const acked = (writes: Write[], kind: Write['kind']) =>
  writes.filter((write) => write.kind === kind && write.state === 'acked');
const sent = (writes: Write[], kind: Write['kind']) => writes.filter((write) => write.kind === kind);

export async function checkLedger(ledger: Ledger): Promise<Findings> {
  const { api } = ledger.account;
  const lost: string[] = [];
  const violations: string[] = [];
  const rows = await allRows(api);
  const byName = groupBy(rows, (row) => row.name);

  // A series (instalments on an account or a card) has all its rows or none.
  for (const [id, members] of groupBy(rows, (row) => row.recurrentTransactionId)) {
    const expected = members[0]?.lastInstallment ?? 0;
    const indexes = new Set(members.map((row) => row.recurrentIndex));
    if (members.length !== expected || indexes.size !== expected)
      violations.push(`series ${id} has ${members.length} of ${expected} instalments`);
  }
  for (const write of [...acked(ledger.writes, 'series'), ...acked(ledger.writes, 'card')])
    if ((byName.get(write.name ?? '') ?? []).length !== write.installments)
      lost.push(`${write.kind} ${write.name}`);

  // A transfer has both legs, which cancel out, or none.
  for (const [id, legs] of groupBy(rows, (row) => row.bankingOperationReferenceId))
    if (legs.length !== 2 || sum(legs) !== 0) violations.push(`transfer ${id} has ${legs.length} legs`);
  const ids = new Set(rows.map((row) => row._id));
  for (const write of acked(ledger.writes, 'transfer'))
    if (!write.id || !ids.has(write.id)) lost.push(`transfer ${write.id}`);

  // An invoice payment comes with its carry into the next invoice (half is paid: never settled).
  const carries = groupBy(rows, (row) => row.invoiceReferenceId);
  const payments = groupBy(rows, (row) => row.paymentInvoiceReferenceId);
  for (const invoice of new Set([...carries.keys(), ...payments.keys()]))
    if (!carries.has(invoice) || !payments.has(invoice))
      violations.push(`invoice ${invoice}: payment without carry or carry without payment`);
  // The answer is the paid invoice; the payment row carries the server's own name.
  for (const write of acked(ledger.writes, 'invoicePayment'))
    if (!payments.has(write.id ?? '')) lost.push(`invoice payment of ${write.id}`);

  // Invoice lines are the card's rows, each in one invoice; totals are their sum by construction.
  const invoices = await data<{ items: Array<{ _id: string; creditCardId: string; items: Row[] }> }>(
    api('GET', '/invoices?ignoreInvoicePeriod=true'),
  );
  const lines = invoices.items.flatMap((invoice) => invoice.items.map((item) => item._id));
  const cardRows = rows.filter((row) => row.payment?._id === ledger.card).map((row) => row._id);
  if (new Set(lines).size !== lines.length) violations.push('a card row is in two invoices');
  const missing = cardRows.filter((id) => !lines.includes(id));
  if (missing.length) violations.push(`${missing.length} card rows in no invoice`);

  // An objective's paid value is its deposits, each booked once out of the account.
  const objective = await data<{
    paidValue: number;
    initialValue: number;
    transactions: { value: number }[];
  }>(api('GET', `/objectives/${ledger.objective}`));
  const deposits = objective.transactions.length;
  const booked = byName.get(`Depósito no objetivo ${ledger.objectiveName}`) ?? [];
  const paid = cents(objective.initialValue) + objective.transactions.reduce((t, d) => t + cents(d.value), 0);
  if (cents(objective.paidValue) !== paid)
    violations.push(`objective paid ${objective.paidValue} ≠ deposits`);
  if (booked.length !== deposits) violations.push(`${deposits} deposits but ${booked.length} ledger rows`);
  if (deposits < acked(ledger.writes, 'deposit').length)
    lost.push(`${acked(ledger.writes, 'deposit').length - deposits} deposits`);
  if (deposits > sent(ledger.writes, 'deposit').length) violations.push('more deposits than were sent');

  // A wallet's balance is its initial value plus its paid rows.
  const month = isoDate(new Date(Date.now() + YEAR_MS)).slice(0, 7);
  for (const [wallet, initial] of [
    [ledger.checking, 100000],
    [ledger.savings, 0],
  ] as const) {
    const chart = await data<number[]>(
      api('GET', `/balancesChart?inicio=${month}-01&fim=${month}-28&paymentId=${wallet}`),
    );
    const movements = sum(rows.filter((row) => row.paid && row.payment?._id === wallet));
    if (cents(chart.at(-1) ?? Number.NaN) !== cents(initial) + movements)
      violations.push(`wallet ${wallet}: balance ${chart.at(-1)} ≠ ${(cents(initial) + movements) / 100}`);
  }
  const acknowledged = ledger.writes.filter((write) => write.state === 'acked').length;
  return { acknowledged, lost, violations };
}

/** A reset leaves nothing of what came before it, or, when it did not happen, everything. */
export async function checkResets(resets: Resets): Promise<Findings> {
  const { api } = resets.account;
  const lost: string[] = [];
  const violations: string[] = [];
  const rows = await allRows(api);
  const wallets = (await data<{ items: Array<{ name: string; type: string }> }>(api('GET', '/payments')))
    .items;
  const present = new Set([...rows.map((row) => row.name), ...wallets.map((wallet) => wallet.name)]);
  const batches = resets.batches.filter((batch) => batch.length > 0);
  const last = batches.at(-1) ?? [];
  const earlier = batches.slice(0, -1).flat();
  for (const write of earlier)
    if (write.name && present.has(write.name))
      violations.push(`${write.name} survived an acknowledged reset`);
  const reset = last.find((write) => write.kind === 'reset');
  const named = last.filter((write) => write.name);
  const kept = named.filter((write) => present.has(write.name as string));
  if (reset?.state === 'acked' && kept.length)
    violations.push(`${kept.length} rows survived an acknowledged reset`);
  if (!reset)
    for (const write of named)
      if (write.state === 'acked' && !present.has(write.name as string)) lost.push(write.name as string);
  if (
    reset?.state === 'sent' &&
    kept.length &&
    kept.length !== named.filter((w) => w.state === 'acked').length
  )
    violations.push(`an interrupted reset left ${kept.length} of ${named.length} rows`);
  const acknowledged = resets.batches.flat().filter((write) => write.state === 'acked').length;
  return { acknowledged, lost, violations };
}
