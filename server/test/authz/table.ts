import { randomUUID } from 'node:crypto';
import { todayIso } from '../../../src/lib/dates.ts';
import { createAccount, login } from '../helper.ts';
import { joinFamily } from '../household.ts';
import { nextBudgetMonth, type Role, SECRET, type World } from './world.ts';

/**
 * What a cell expects:
 * - ok: 2xx (the record is the caller's to see or change);
 * - own: 2xx about the caller's own data only (a `user`/`family` naming someone else is ignored);
 * - refused: 403 or 404, never the record;
 * - invalid: 400, the body names a record the caller may not use (decision 121: "a missing choice");
 * - unauth: 401; inactive: 403 'Ative sua conta para continuar.' (the inactive-account policy);
 * - absent: 501, the operation is in the contract ahead of the server.
 */
export type Outcome = 'ok' | 'own' | 'refused' | 'invalid' | 'unauth' | 'inactive' | 'absent';
export type Expectation = Record<Role, Outcome>;

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

export interface Row {
  operationId: string;
  /** Several rows may cover one operation (invite and leave share `postFamilyMember`). */
  variant?: string;
  /** Called once per cell: a call whose success destroys its target makes a fresh one here. */
  call(world: World, role: Role): Call | Promise<Call>;
  expect: Expectation;
  /** Puts the world back after a cell that succeeded changed it. */
  restore?(world: World, role: Role): Promise<void>;
}

const signedOut = { anonymous: 'unauth', revoked: 'unauth', inactive: 'inactive' } as const;

/** The owner's alone: the planner acting for them is them (decision 044); nobody else. */
const mine: Expectation = {
  ...signedOut,
  owner: 'ok',
  plannerWithClient: 'ok',
  familyAdmin: 'refused',
  familyMember: 'refused',
  plannerWithoutClient: 'refused',
  otherHousehold: 'refused',
};
/** Read by the whole family (decision 121), nobody outside it. */
const family: Expectation = { ...mine, familyAdmin: 'ok', familyMember: 'ok' };
/** Shared content every signed-in person reads. */
const everyone: Expectation = {
  ...signedOut,
  owner: 'ok',
  plannerWithClient: 'ok',
  familyAdmin: 'ok',
  familyMember: 'ok',
  plannerWithoutClient: 'ok',
  otherHousehold: 'ok',
};
/** Shared content nobody changes through the API. */
const nobody: Expectation = {
  ...everyone,
  owner: 'refused',
  plannerWithClient: 'refused',
  familyAdmin: 'refused',
  familyMember: 'refused',
  plannerWithoutClient: 'refused',
  otherHousehold: 'refused',
};
/** Not implemented yet: 501 to every signed-in caller. */
const absent: Expectation = {
  ...signedOut,
  owner: 'absent',
  plannerWithClient: 'absent',
  familyAdmin: 'absent',
  familyMember: 'absent',
  plannerWithoutClient: 'absent',
  otherHousehold: 'absent',
};
const outsidersSeeOwn = (base: Expectation): Expectation => ({
  ...base,
  plannerWithoutClient: 'own',
  otherHousehold: 'own',
});
const but = (base: Expectation, changes: Partial<Expectation>): Expectation => ({ ...base, ...changes });
/** Family administration: the admin's alone (decision 045). */
const adminOnly = but(mine, { owner: 'refused', plannerWithClient: 'refused', familyAdmin: 'ok' });
/** A create whose body names the owner's record: only the owner (or their planner) may use it. */
const ownersRecordInBody = but(mine, {
  familyAdmin: 'invalid',
  familyMember: 'invalid',
  plannerWithoutClient: 'invalid',
  otherHousehold: 'invalid',
});

const expense = (world: World, extra: object = {}) => ({
  name: 'Despesa',
  value: -99.9,
  date: '2026-03-12',
  transactionType: 'expenses',
  category: world.records.market,
  payment: world.records.wallet,
  ...extra,
});
const walletBody = { name: 'Carteira nova', type: 'debit', accountType: 'Conta corrente', value: 5 };
const objectiveBody = (world: World) => ({
  name: 'Viagem',
  category: 'viajar',
  totalValue: 5000,
  beginDate: '2026-01-01',
  finalDate: '2026-12-31',
  payment: world.records.wallet,
});
const linkedBody = (world: World) => ({
  transaction: {
    name: 'Internet',
    category: world.records.market,
    payment: world.records.wallet,
    transactionType: 'expenses',
  },
  value: -99.9,
  day: 20,
});
const accessBody = {
  linkId: 'fake-item:212:matriz-troca',
  institution: 'NuBank',
  type: 'pluggy',
  connector: 212,
};
const range = 'startDate=2026-01-01&endDate=2026-12-31';

/** The family's voucher now: each removal of a member draws a new one (decision 162). */
async function currentVoucher(world: World): Promise<string> {
  const family = await world.server.app.repos.families.findById(world.family.id);
  return family?.voucher ?? world.family.voucher;
}

/** The owner leaves and rejoins the family: later cells need them inside it again. */
async function rejoin(world: World) {
  const families = await world.api('GET', '/families');
  if ((families.body.data as { total: number }).total === 0)
    await joinFamily(world.server, world.owner, await currentVoucher(world));
}

/** A promotional code, with the owner made an administrator; a new one for calls that delete it. */
let sharedCode: string | undefined;
async function promotionalCode(world: World, fresh: boolean): Promise<string> {
  if (sharedCode && !fresh) return sharedCode;
  const app = world.server.app;
  await app.repos.users.update(world.owner.id, { profiles: ['admin'] });
  const row = await app.repos.promotionalCodes.create({ code: `MATRIZ-${randomUUID()}`, discount: '10.00' });
  if (!fresh) sharedCode = row.id;
  return row.id;
}

/** The owner's own subscription row (its trial). */
async function ownerSubscription(world: World): Promise<string> {
  const user = await world.api('GET', `/users/${world.owner.id}`);
  return (user.body.data as { subscription: { _id: string } }).subscription._id;
}

/** A member who only exists to be removed; a new one once the admin has removed them. */
let removable: string | undefined;
async function removableMember(world: World): Promise<string> {
  if (removable) return removable;
  const person = await createAccount(world.server, { name: 'Membro Removível' });
  await joinFamily(world.server, person, await currentVoucher(world));
  removable = person.id;
  return person.id;
}

export const ROWS: Row[] = [
  // users
  // An inactive account may read and delete its own account only (the inactive-account policy).
  {
    operationId: 'getUser',
    call: (w) => ({ method: 'GET', url: `/users/${w.owner.id}` }),
    expect: but(mine, { inactive: 'refused' }),
  },
  // Who may act for the account is the owner's say alone (decision 048): not the planner acting.
  {
    operationId: 'listUserPlanners',
    call: (w) => ({ method: 'GET', url: `/users/${w.owner.id}/planners` }),
    expect: but(mine, { plannerWithClient: 'refused' }),
  },
  {
    operationId: 'removeUserPlanner',
    call: (w) => ({ method: 'DELETE', url: `/users/${w.owner.id}/planners/${w.planner.id}` }),
    expect: but(mine, { plannerWithClient: 'refused' }),
    // The owner's removal ended the planner's link and session: both come back for the next rows.
    restore: async (w) => {
      await w.server.app.repos.users.addClient(w.planner.id, w.owner.id, 'MATRIZ-1');
      w.tokens.plannerWithClient = await login(w.server, w.planner.email, w.planner.password, w.owner.id);
    },
  },
  {
    operationId: 'updateUser',
    call: (w) => ({ method: 'PATCH', url: `/users/${w.owner.id}`, payload: { name: `Dona ${SECRET}` } }),
    expect: mine,
  },
  {
    operationId: 'markVideoWatched',
    call: (w) => ({
      method: 'POST',
      url: `/users/${w.owner.id}/videos_watched`,
      payload: { videoId: 'aqz-KE-bpKQ' },
    }),
    expect: mine,
  },
  // families
  {
    operationId: 'getFamily',
    call: (w) => ({ method: 'GET', url: `/families/${w.family.id}` }),
    expect: family,
  },
  ...(['updateFamily', 'replaceFamily'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateFamily' ? 'PATCH' : 'PUT',
        url: `/families/${w.family.id}`,
        payload: { name: 'Família Matriz' },
      }),
      expect: adminOnly,
    }),
  ),
  {
    operationId: 'postFamilyMember',
    variant: 'invite',
    call: (w, role) => ({
      method: 'POST',
      url: `/families/${w.family.id}/member`,
      payload: { email: `convite-${role.toLowerCase()}@exemplo.com.br` },
    }),
    expect: adminOnly,
  },
  {
    operationId: 'postFamilyMember',
    variant: 'leave (the owner)',
    call: (w) => ({ method: 'POST', url: `/families/${w.family.id}/member?remove=${w.owner.id}` }),
    // Leaving decides who sees the owner's money: the owner's own act, not their planner's (decision 109).
    expect: but(mine, { plannerWithClient: 'refused' }),
    restore: rejoin,
  },
  {
    operationId: 'removeFamilyMember',
    call: async (w) => ({
      method: 'DELETE',
      url: `/families/${w.family.id}/member?remove=${await removableMember(w)}`,
    }),
    expect: adminOnly,
    restore: async () => {
      removable = undefined;
    },
  },
  {
    operationId: 'createFamily',
    variant: 'body names the owner',
    call: (w) => ({ method: 'POST', url: '/families', payload: { name: 'Outra família', user: w.owner.id } }),
    // In a family already: refused; a planner signed in for a client is a planner (decision 109):
    // refused; the others found their own.
    expect: but(outsidersSeeOwn(but(mine, { owner: 'refused', plannerWithClient: 'refused' })), {
      plannerWithoutClient: 'refused',
    }),
  },
  // transactions
  {
    operationId: 'listTransactions',
    variant: 'userId of the owner',
    call: (w) => ({ method: 'GET', url: `/transactions?${range}&userId=${w.owner.id}` }),
    expect: family,
  },
  {
    operationId: 'listTransactions',
    variant: 'family=true',
    call: () => ({ method: 'GET', url: `/transactions?${range}&family=true` }),
    expect: outsidersSeeOwn(family),
  },
  {
    operationId: 'searchTransactions',
    variant: 'userId of the owner',
    call: (w) => ({ method: 'GET', url: `/transactions/search?q=${SECRET}&userId=${w.owner.id}` }),
    expect: family,
  },
  {
    operationId: 'searchTransactions',
    variant: 'family=true',
    call: () => ({ method: 'GET', url: `/transactions/search?q=${SECRET}&family=true` }),
    expect: outsidersSeeOwn(family),
  },
  {
    operationId: 'createTransaction',
    variant: "the owner's wallet, user of the owner",
    call: (w) => ({ method: 'POST', url: '/transactions', payload: expense(w, { user: w.owner.id }) }),
    expect: ownersRecordInBody,
  },
  {
    operationId: 'getTransaction',
    call: (w) => ({ method: 'GET', url: `/transactions/${w.records.transaction}` }),
    expect: family,
  },
  {
    operationId: 'updateTransaction',
    call: (w, role) => ({
      method: 'PATCH',
      url: `/transactions/${w.records.transaction}`,
      payload: { name: `${SECRET} ${role}` },
    }),
    expect: mine,
  },
  {
    operationId: 'replaceTransaction',
    call: (w, role) => ({
      method: 'PUT',
      url: `/transactions/${w.records.transaction}`,
      payload: expense(w, { name: `${SECRET} ${role}` }),
    }),
    expect: mine,
  },
  {
    operationId: 'deleteTransaction',
    call: async (w) => ({ method: 'DELETE', url: `/transactions/${await w.fresh.transaction()}` }),
    expect: mine,
  },
  {
    operationId: 'updateTransactionItem',
    call: (w, role) => ({
      method: 'PATCH',
      url: `/transactions/${w.records.series}/${w.records.seriesItem}`,
      payload: { description: `${SECRET} ${role}` },
    }),
    expect: mine,
  },
  {
    operationId: 'replaceTransactionItem',
    call: (w, role) => ({
      method: 'PUT',
      url: `/transactions/${w.records.series}/${w.records.seriesItem}`,
      payload: expense(w, { name: `${SECRET} ${role}`, value: -2300, date: '2026-02-10' }),
    }),
    expect: mine,
  },
  {
    operationId: 'deleteTransactionItem',
    call: async (w) => {
      const series = await w.fresh.series();
      return { method: 'DELETE', url: `/transactions/${series.seriesId}/${series.itemId}` };
    },
    expect: mine,
  },
  // wallets
  {
    operationId: 'createPayment',
    variant: 'user of the owner',
    call: (w) => ({ method: 'POST', url: '/payments', payload: { ...walletBody, user: w.owner.id } }),
    // The body's user is ignored: the wallet is the caller's.
    expect: but(mine, {
      familyAdmin: 'own',
      familyMember: 'own',
      plannerWithoutClient: 'own',
      otherHousehold: 'own',
    }),
  },
  {
    operationId: 'getPayment',
    call: (w) => ({ method: 'GET', url: `/payments/${w.records.wallet}` }),
    expect: family,
  },
  {
    operationId: 'updatePayment',
    call: (w, role) => ({
      method: 'PATCH',
      url: `/payments/${w.records.wallet}`,
      payload: { name: `${SECRET} ${role}` },
    }),
    expect: mine,
  },
  {
    operationId: 'replacePayment',
    call: (w, role) => ({
      method: 'PUT',
      url: `/payments/${w.records.wallet}`,
      payload: { ...walletBody, name: `${SECRET} ${role}`, value: 3000 },
    }),
    expect: mine,
  },
  {
    operationId: 'deletePayment',
    call: async (w) => ({ method: 'DELETE', url: `/payments/${await w.fresh.wallet()}` }),
    expect: mine,
  },
  // invoices
  {
    operationId: 'listInvoices',
    variant: 'userId of the owner',
    call: (w) => ({ method: 'GET', url: `/invoices?month=4&year=2026&userId=${w.owner.id}` }),
    expect: family,
  },
  {
    operationId: 'createInvoice',
    variant: "pay the owner's invoice",
    call: async (w) => ({
      method: 'POST',
      url: '/invoices',
      payload: {
        name: 'Pagamento de fatura',
        value: -1,
        date: '2026-04-03',
        paid: true,
        transactionType: 'expenses',
        payment: w.records.wallet,
        paymentInvoiceReferenceId: (await w.fresh.invoiceLine(2)).invoice,
      },
    }),
    expect: mine,
  },
  {
    operationId: 'getInvoice',
    call: (w) => ({ method: 'GET', url: `/invoices/${w.records.invoice}` }),
    expect: family,
  },
  ...(['updateInvoice', 'replaceInvoice'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateInvoice' ? 'PATCH' : 'PUT',
        url: `/invoices/${w.records.invoice}`,
        payload: { description: 'Fatura' },
      }),
      expect: absent,
    }),
  ),
  {
    operationId: 'deleteInvoice',
    call: (w) => ({ method: 'DELETE', url: `/invoices/${w.records.invoice}` }),
    expect: absent,
  },
  ...(['updateInvoiceItem', 'replaceInvoiceItem'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w, role) => ({
        method: operationId === 'updateInvoiceItem' ? 'PATCH' : 'PUT',
        url: `/invoices/${w.records.invoice}/${w.records.invoiceLine}`,
        payload: { description: `${SECRET} ${role}` },
      }),
      expect: mine,
    }),
  ),
  {
    operationId: 'deleteInvoiceItem',
    call: async (w) => {
      const { invoice, line } = await w.fresh.invoiceLine();
      return { method: 'DELETE', url: `/invoices/${invoice}/${line}` };
    },
    expect: mine,
  },
  // categories
  {
    operationId: 'getCategory',
    call: (w) => ({ method: 'GET', url: `/categories/${w.records.category}` }),
    expect: mine,
  },
  ...(['updateCategory', 'replaceCategory'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateCategory' ? 'PATCH' : 'PUT',
        url: `/categories/${w.records.category}`,
        payload: { name: `${SECRET} categoria`, category: w.records.market, group: 'expenses' },
      }),
      expect: mine,
    }),
  ),
  {
    operationId: 'deleteCategory',
    call: async (w) => ({ method: 'DELETE', url: `/categories/${await w.fresh.category()}` }),
    expect: mine,
  },
  // calendar
  {
    operationId: 'createLinkedTransaction',
    variant: "the owner's wallet, user of the owner",
    call: (w) => ({
      method: 'POST',
      url: '/linkedtransactions',
      payload: { ...linkedBody(w), user: w.owner.id },
    }),
    expect: ownersRecordInBody,
  },
  {
    operationId: 'getLinkedTransaction',
    call: (w) => ({ method: 'GET', url: `/linkedtransactions/${w.records.linked}` }),
    expect: mine,
  },
  ...(['updateLinkedTransaction', 'replaceLinkedTransaction'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateLinkedTransaction' ? 'PATCH' : 'PUT',
        url: `/linkedtransactions/${w.records.linked}`,
        payload: linkedBody(w),
      }),
      expect: mine,
    }),
  ),
  {
    operationId: 'deleteLinkedTransaction',
    call: async (w) => ({ method: 'DELETE', url: `/linkedtransactions/${await w.fresh.linked()}` }),
    expect: mine,
  },
  // objectives
  {
    operationId: 'createObjective',
    variant: "the owner's wallet, user of the owner",
    call: (w) => ({ method: 'POST', url: '/objectives', payload: { ...objectiveBody(w), user: w.owner.id } }),
    expect: ownersRecordInBody,
  },
  {
    operationId: 'getObjective',
    call: (w) => ({ method: 'GET', url: `/objectives/${w.records.objective}` }),
    expect: mine,
  },
  ...(['updateObjective', 'replaceObjective'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateObjective' ? 'PATCH' : 'PUT',
        url: `/objectives/${w.records.objective}`,
        payload: { ...objectiveBody(w), category: 'reserva-emergencia' },
      }),
      expect: mine,
    }),
  ),
  {
    operationId: 'deleteObjective',
    call: async (w) => ({ method: 'DELETE', url: `/objectives/${await w.fresh.objective()}` }),
    expect: mine,
  },
  {
    operationId: 'deleteObjetive',
    call: async (w) => ({ method: 'DELETE', url: `/objetives/${await w.fresh.objective()}` }),
    expect: mine,
  },
  {
    operationId: 'createObjectiveTransaction',
    call: (w) => ({
      method: 'POST',
      url: `/objectives/${w.records.objective}/transaction`,
      // Movements are dated today only (decision 191).
      payload: { value: 10, date: todayIso() },
    }),
    expect: mine,
  },
  // balances
  {
    operationId: 'listBalances',
    variant: 'userId of the owner',
    call: (w) => ({ method: 'GET', url: `/balances?type=budgets&${range}&userId=${w.owner.id}` }),
    expect: family,
  },
  {
    operationId: 'listBalances',
    variant: "paymentId of the owner's wallet",
    call: (w) => ({ method: 'GET', url: `/balances?${range}&paymentId=${w.records.wallet}` }),
    expect: outsidersSeeOwn(family),
  },
  {
    operationId: 'getBalancesChart',
    variant: "paymentId of the owner's wallet",
    call: (w) => ({
      method: 'GET',
      url: `/balancesChart?inicio=2026-01-01&fim=2026-03-31&paymentId=${w.records.wallet}`,
    }),
    expect: family,
  },
  {
    operationId: 'getBalancesChart',
    variant: 'user of the owner',
    call: (w) => ({
      method: 'GET',
      url: `/balancesChart?inicio=2026-01-01&fim=2026-03-31&user=${w.owner.id}`,
    }),
    expect: family,
  },
  // dashboard: no person in the query; the family's wallets show to the family (as listPayments).
  {
    operationId: 'getDashboard',
    call: () => ({ method: 'GET', url: '/dashboard?month=2026-03' }),
    expect: outsidersSeeOwn(family),
  },
  // chat: `userId` names whose data the answer covers, as on the list calls (decision 461).
  {
    operationId: 'sendChatMessage',
    variant: 'userId of the owner',
    call: (w) => ({
      method: 'POST',
      url: '/chat',
      payload: { message: 'quais foram meus maiores gastos em março?', userId: w.owner.id },
    }),
    expect: family,
  },
  // budgets
  {
    operationId: 'listBudgets',
    variant: 'userId of the owner',
    call: (w) => ({
      method: 'GET',
      url: `/budgets?startDate=2030-01-01&endDate=2031-12-31&userId=${w.owner.id}`,
    }),
    expect: family,
  },
  {
    operationId: 'listBudgets',
    variant: 'family=true',
    call: () => ({ method: 'GET', url: '/budgets?startDate=2030-01-01&endDate=2031-12-31&family=true' }),
    expect: outsidersSeeOwn(family),
  },
  {
    operationId: 'createBudget',
    variant: 'userId of the owner',
    call: (w) => ({
      method: 'POST',
      url: `/budgets?userId=${w.owner.id}`,
      payload: { date: `${nextBudgetMonth()}-01` },
    }),
    // The family admin plans for the family (decision 211).
    expect: but(mine, { familyAdmin: 'ok' }),
  },
  {
    operationId: 'getBudgetProposal',
    variant: 'userId of the owner',
    call: (w) => ({ method: 'GET', url: `/budgets/proposal?userId=${w.owner.id}` }),
    // What the planner or the family admin would then save (decision 410).
    expect: but(mine, { familyAdmin: 'ok' }),
  },
  {
    operationId: 'multiUpdateBudgets',
    variant: 'userId of the owner',
    call: (w) => ({
      method: 'PATCH',
      url: `/budgets/multi-update?userId=${w.owner.id}`,
      payload: { [w.records.budget]: [] },
    }),
    expect: but(mine, { familyAdmin: 'ok' }),
  },
  {
    operationId: 'getBudget',
    call: (w) => ({ method: 'GET', url: `/budgets/${w.records.budget}` }),
    expect: family,
  },
  {
    operationId: 'updateBudget',
    call: (w) => ({
      method: 'PATCH',
      url: `/budgets/${w.records.budget}?userId=${w.owner.id}`,
      payload: { accumulated: 0 },
    }),
    expect: but(mine, { familyAdmin: 'ok' }),
  },
  {
    operationId: 'replaceBudget',
    call: (w) => ({
      method: 'PUT',
      url: `/budgets/${w.records.budget}?userId=${w.owner.id}`,
      payload: { date: '2030-02-01' },
    }),
    expect: absent,
  },
  {
    operationId: 'deleteBudget',
    call: async (w) => ({ method: 'DELETE', url: `/budgets/${await w.fresh.budget(nextBudgetMonth())}` }),
    expect: but(mine, { familyAdmin: 'ok' }),
  },
  // bank connections
  {
    operationId: 'createBankAccess',
    variant: "the provider item of the owner's connection",
    call: (w) => ({
      method: 'POST',
      url: '/bankaccesses',
      payload: { ...accessBody, linkId: w.records.bankLinkId },
    }),
    // The item is taken: a second connection to it is refused, whoever asks.
    expect: ownersRecordInBody,
  },
  {
    operationId: 'createOpenBankingAccessToken',
    variant: "the provider item of the owner's connection",
    call: (w) => ({
      method: 'POST',
      url: '/open-banking/access-token',
      payload: { linkId: w.records.bankLinkId },
    }),
    expect: mine,
  },
  {
    operationId: 'getBankAccess',
    call: (w) => ({ method: 'GET', url: `/bankaccesses/${w.records.bankAccess}` }),
    expect: mine,
  },
  ...(['updateBankAccess', 'replaceBankAccess'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateBankAccess' ? 'PATCH' : 'PUT',
        url: `/bankaccesses/${w.records.bankAccess}`,
        payload: operationId === 'updateBankAccess' ? { institution: 'NuBank' } : accessBody,
      }),
      expect: absent,
    }),
  ),
  {
    operationId: 'deleteBankAccess',
    call: async (w) => ({ method: 'DELETE', url: `/bankaccesses/${await w.fresh.bankAccess()}` }),
    expect: mine,
  },
  {
    operationId: 'syncBankAccess',
    call: (w) => ({ method: 'POST', url: `/bankaccesses/${w.records.bankAccess}/sync`, payload: {} }),
    expect: mine,
  },
  {
    operationId: 'migrateBankAccess',
    call: async (w) => ({
      method: 'POST',
      url: `/bankaccesses/${await w.fresh.legacyBankAccess()}/migrate`,
      payload: {
        itemId: `fake-item:212:matriz-migrada-${Math.random()}`,
        name: 'NuBank',
        type: 'pluggy',
        connector: 212,
      },
    }),
    expect: mine,
  },
  {
    operationId: 'submitBankToken',
    call: (w) => ({
      method: 'POST',
      url: `/bankaccesses/${w.records.bankAccess}/token`,
      payload: { token: '482913', linkId: w.records.bankLinkId },
    }),
    expect: mine,
  },
  {
    operationId: 'refuseBankMerge',
    variant: "two of the owner's rows",
    call: (w) => ({
      method: 'POST',
      url: '/bankmerges/refusals',
      payload: { imported: w.records.transaction, manual: w.records.seriesItem },
    }),
    expect: mine,
  },
  // subscriptions: each person's own row (a planner acting for the owner reads it, but what the owner
  // pays is the owner's choice, decision 109); gateway clients are checked against the caller's own
  // row; promotional codes are the administrators'.
  {
    operationId: 'getSubscription',
    call: async (w) => ({ method: 'GET', url: `/subscriptions/${await ownerSubscription(w)}` }),
    expect: mine,
  },
  {
    operationId: 'listSubscriptionInvoices',
    call: async (w) => ({ method: 'GET', url: `/subscriptions/${await ownerSubscription(w)}/invoices` }),
    expect: mine,
  },
  // Without a gateway subscription the owner's own writes answer 400 (nothing to change), the owner's
  // planner 403, others 404.
  ...(
    [
      ['updateSubscription', 'PATCH', ''],
      ['replaceSubscription', 'PUT', ''],
      ['deleteSubscription', 'DELETE', ''],
      ['updateSubscriptionStatus', 'POST', '/status?status=inactive'],
    ] as const
  ).map(
    ([operationId, method, tail]): Row => ({
      operationId,
      call: async (w) => ({
        method,
        url: `/subscriptions/${await ownerSubscription(w)}${tail}`,
        ...(method === 'PATCH'
          ? { payload: { plan: 'otto_annual' } }
          : method === 'PUT'
            ? { payload: { plan: 'otto_annual', paymentType: 'credit_card' } }
            : {}),
      }),
      expect: but(mine, { owner: 'invalid', plannerWithClient: 'refused' }),
    }),
  ),
  ...(['createGatewayPayment', 'createGatewaySubscription'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: 'POST',
        url: `/subscriptions/gateway/${operationId === 'createGatewayPayment' ? 'payment' : 'subscription'}`,
        payload:
          operationId === 'createGatewayPayment'
            ? { clientId: w.owner.id, paymentType: 'credit_card', cardToken: 'tok_matriz' }
            : { clientId: w.owner.id, plan: 'otto_annual', paymentType: 'credit_card' },
      }),
      // A user id is no gateway client of anyone: refused for all.
      expect: but(mine, { owner: 'refused', plannerWithClient: 'refused' }),
    }),
  ),
  ...(
    [
      ['getPromotionalCode', 'GET', undefined],
      ['updatePromotionalCode', 'PATCH', { discount: 10 }],
      ['replacePromotionalCode', 'PUT', { code: 'MATRIZ', discount: 10 }],
      ['deletePromotionalCode', 'DELETE', undefined],
    ] as const
  ).map(
    ([operationId, method, payload]): Row => ({
      operationId,
      call: async (w) => ({
        method,
        url: `/promotionalcodes/${await promotionalCode(w, method === 'DELETE')}`,
        ...(payload ? { payload } : {}),
      }),
      // The owner is an administrator here (decision 434); a planner acting for them is not.
      expect: but(mine, { plannerWithClient: 'refused' }),
    }),
  ),
  // the postal code names no person's record: everyone signed in may look one up
  {
    operationId: 'getPostalAddress',
    call: () => ({ method: 'GET', url: '/postalcodes/01310100' }),
    expect: everyone,
  },
  // learning content, experts and products: one catalogue for everyone
  {
    operationId: 'getTrail',
    call: (w) => ({ method: 'GET', url: `/educational/trails/${w.records.trail}` }),
    expect: everyone,
  },
  ...(
    [
      ['updateTrail', 'PATCH', { title: 'Trilha' }],
      ['replaceTrail', 'PUT', { title: 'Trilha', items: [] }],
      ['deleteTrail', 'DELETE', undefined],
    ] as const
  ).map(
    ([operationId, method, payload]): Row => ({
      operationId,
      call: (w) => ({
        method,
        url: `/educational/trails/${w.records.trail}`,
        ...(payload ? { payload } : {}),
      }),
      expect: nobody,
    }),
  ),
  {
    operationId: 'getExpert',
    call: (w) => ({ method: 'GET', url: `/experts/${w.records.expert}` }),
    expect: everyone,
  },
  {
    operationId: 'updateExpert',
    call: (w) => ({ method: 'PATCH', url: `/experts/${w.records.expert}`, payload: { likes: 1 } }),
    expect: everyone,
  },
  {
    operationId: 'getProduct',
    call: (w) => ({ method: 'GET', url: `/products/${w.records.product}` }),
    expect: everyone,
  },
  // tasks, task lists and the financial profile: personal
  {
    operationId: 'createTask',
    variant: 'user of the owner',
    call: (w) => ({
      method: 'POST',
      url: '/tasks',
      payload: { title: 'Tarefa', description: 'Descrição', user: w.owner.id },
    }),
    expect: mine,
  },
  { operationId: 'getTask', call: (w) => ({ method: 'GET', url: `/tasks/${w.records.task}` }), expect: mine },
  ...(['updateTask', 'replaceTask'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateTask' ? 'PATCH' : 'PUT',
        url: `/tasks/${w.records.task}`,
        payload: { title: `${SECRET} tarefa`, description: `${SECRET} descrição`, user: w.owner.id },
      }),
      expect: mine,
    }),
  ),
  {
    operationId: 'deleteTask',
    call: async (w) => ({ method: 'DELETE', url: `/tasks/${await w.fresh.task()}` }),
    expect: mine,
  },
  {
    operationId: 'moveTask',
    // Repeats find the task already refused: the same move again answers 200 (decision 009).
    call: (w) => ({
      method: 'POST',
      url: `/tasks/${w.records.task}/move`,
      payload: { from: 'new', to: 'rejected' },
    }),
    expect: mine,
  },
  {
    operationId: 'createUserconfig',
    variant: 'user of the owner',
    call: (w) => ({
      method: 'POST',
      url: '/userconfigs',
      payload: { user: w.owner.id, tasksRejected: [w.records.task] },
    }),
    expect: mine,
  },
  {
    operationId: 'getUserconfig',
    call: (w) => ({ method: 'GET', url: `/userconfigs/${w.records.userconfig}` }),
    expect: mine,
  },
  ...(['updateUserconfig', 'replaceUserconfig'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateUserconfig' ? 'PATCH' : 'PUT',
        url: `/userconfigs/${w.records.userconfig}`,
        // Lists never take a task back (decision 009): the task the move row refuses stays refused.
        payload: { tasksRejected: [w.records.task] },
      }),
      expect: mine,
    }),
  ),
  {
    operationId: 'deleteUserconfig',
    call: (w) => ({ method: 'DELETE', url: `/userconfigs/${w.records.userconfig}` }),
    expect: mine,
    // The list comes back on the next write, under a new id.
    restore: async (w) => {
      const answer = await w.api('POST', '/userconfigs', { tasksRejected: [] });
      w.records.userconfig = (answer.body.data as { _id: string })._id;
    },
  },
  {
    operationId: 'createProfile',
    variant: 'user of the owner',
    call: (w) => ({ method: 'POST', url: '/profiles', payload: { hasSavings: true, user: w.owner.id } }),
    expect: mine,
  },
  {
    operationId: 'getProfile',
    call: (w) => ({ method: 'GET', url: `/profiles/${w.records.profile}` }),
    expect: mine,
  },
  ...(['updateProfile', 'replaceProfile'] as const).map(
    (operationId): Row => ({
      operationId,
      call: (w) => ({
        method: operationId === 'updateProfile' ? 'PATCH' : 'PUT',
        url: `/profiles/${w.records.profile}`,
        payload: { hasSavings: true },
      }),
      expect: mine,
    }),
  ),
  {
    operationId: 'deleteProfile',
    call: async (w) => ({ method: 'DELETE', url: `/profiles/${await w.fresh.profile()}` }),
    expect: mine,
  },
  {
    operationId: 'saveOnboarding',
    variant: 'user of the owner',
    call: (w) => ({
      method: 'POST',
      url: '/onboarding',
      payload: { user: w.owner.id, date: '2026-03-01', debit: [], credit: [], goods: [] },
    }),
    // Saved for the owner only: the planner acting for them is them; anyone else is refused (decision 400).
    expect: mine,
  },
];

/** Rows whose success ends the world (the family, the owner's account): they run last, in this order. */
export const LAST_ROWS: Row[] = [
  {
    operationId: 'deleteFamily',
    call: (w) => ({ method: 'DELETE', url: `/families/${w.family.id}` }),
    expect: adminOnly,
  },
  {
    operationId: 'deleteUser',
    // The owner's own password (decision 303): only who may delete is left to decide.
    call: (w) => ({
      method: 'DELETE',
      url: `/users/${w.owner.id}`,
      payload: { currentPassword: w.owner.password },
    }),
    // Deleting is the account owner's act: the planner acting for them is refused (decision 044).
    expect: but(mine, { plannerWithClient: 'refused', inactive: 'refused' }),
  },
];
