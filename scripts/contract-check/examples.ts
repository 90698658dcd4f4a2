import type { CheckingClient } from './client.ts';
import type { Operation, Parameter } from './contract.ts';
import type { Ids } from './journey.ts';

/** The contract's examples name records by made-up ids (24 hex digits); these stand for real ones. */
const EXAMPLE_ID = /^[0-9a-f]{24}$/;

/** Which record an example id in a field stands for, by the field's name. */
function recordFor(field: string, exampleId: string, ids: Ids): string | undefined {
  switch (field) {
    case 'user':
    case 'userId':
    case 'clientId':
      return ids.user;
    case 'payment':
    case 'paymentId':
    case 'bankingOperationPayment':
      return ids.wallet;
    case 'creditCardId':
      return ids.card;
    case 'category':
    case 'categoryId':
      // The examples number revenue categories 0001-0009 (Salário...) and the rest above.
      return /000\d$/.test(exampleId) ? ids.revenueCategory : ids.expenseCategory;
    case 'paymentInvoiceReferenceId':
    case 'invoiceReferenceId':
      return ids.invoice;
    case 'remove':
      return ids.member;
    default:
      return undefined;
  }
}

/** The example with its made-up ids replaced by the journey's records where the field says which. */
export function withRealIds(value: unknown, ids: Ids, field = ''): unknown {
  if (typeof value === 'string')
    return EXAMPLE_ID.test(value) ? (recordFor(field, value, ids) ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => withRealIds(item, ids, field));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRealIds(item, ids, key)]));
  return value;
}

/** The record a path names, by its collection. */
function pathIds(path: string, ids: Ids): Record<string, string | undefined> {
  const [, collection] = path.split('/');
  const byCollection: Record<string, [string | undefined, string | undefined]> = {
    users: [ids.user, undefined],
    families: [ids.family, undefined],
    transactions: [ids.series, ids.seriesItem],
    payments: [ids.wallet, undefined],
    invoices: [ids.invoice, ids.invoiceLine],
    categories: [ids.customCategory, undefined],
    linkedtransactions: [ids.linked, undefined],
    objectives: [ids.objective, undefined],
    objetives: [ids.objective, undefined],
    budgets: [ids.budget, undefined],
    bankaccesses: [ids.bankAccess, undefined],
    educational: [ids.trail, undefined],
    experts: [ids.expert, undefined],
    products: [ids.product, undefined],
    tasks: [ids.task, undefined],
    userconfigs: [ids.userconfig, undefined],
    profiles: [ids.profile, undefined],
  };
  const [id, subId] = byCollection[collection ?? ''] ?? [undefined, undefined];
  // A single transaction by id is the plain one, not the series.
  const single = collection === 'transactions' && !path.includes('{sub_id}') ? ids.transaction : id;
  return { id: single, sub_id: subId };
}

function exampleOf(parameter: Parameter): string | undefined {
  if (parameter.example !== undefined) return String(parameter.example);
  if (parameter.schema?.enum?.length) return String(parameter.schema.enum[0]);
  return undefined;
}

/** The URL of one operation: real ids in the path, the contract's examples in the query. */
export function urlOf(operation: Operation, prefix: string, ids: Ids): string {
  const real = pathIds(operation.path, ids);
  const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const parameter = operation.parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    );
    return encodeURIComponent(real[name] ?? (parameter ? exampleOf(parameter) : undefined) ?? 'exemplo');
  });
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const example = exampleOf(parameter);
    if (example === undefined) continue;
    query.set(parameter.name, String(withRealIds(example, ids, parameter.name)));
  }
  const search = query.toString();
  return `${prefix}${path}${search ? `?${search}` : ''}`;
}

/** Acts after which the account is gone or signed out: replayed last, in this order. */
const LAST = ['resetAccount', 'deleteUser', 'logoutUser'];

/** Every operation once per request example (once without a body when it takes none). */
export async function replayExamples(
  client: CheckingClient,
  operations: Operation[],
  options: { prefix: string; ids: Ids; skip: Set<string> },
): Promise<void> {
  const order = [
    ...operations.filter((operation) => !LAST.includes(operation.operationId)),
    ...LAST.flatMap((id) => operations.filter((operation) => operation.operationId === id)),
  ];
  for (const operation of order) {
    if (options.skip.has(operation.operationId)) continue;
    // Without a session Prism itself would refuse every bearer call: nothing of the backend to check.
    if (!operation.public && !options.ids.token) continue;
    const url = urlOf(operation, options.prefix, options.ids);
    const token = operation.public ? undefined : options.ids.token;
    const bodies = operation.bodyExamples.length
      ? operation.bodyExamples.map((example) => withRealIds(example.value, options.ids))
      : [undefined];
    for (const body of bodies)
      await client.call(operation.operationId, operation.method, url, { token, body });
  }
}
