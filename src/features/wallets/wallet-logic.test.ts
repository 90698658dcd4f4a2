import { describe, expect, it } from 'vitest';
import type { Invoice, Payment, Transaction } from '@/api/gen/model';
import { invoicesRead, isEditable, isManual, limitInUse, needsSync, sortAccounts } from './wallet-logic';

const pay = (patch: Partial<Payment>): Payment => ({
  _id: patch.name ?? 'p',
  name: 'p',
  type: 'debit',
  ...patch,
});

describe('wallets', () => {
  it('sorts credit, then savings, then checking', () => {
    const sorted = sortAccounts([
      pay({ name: 'Corrente', accountType: 'Conta corrente' }),
      pay({ name: 'Poupança', accountType: 'Poupança' }),
      pay({ name: 'Cartão', type: 'credit' }),
    ]);
    expect(sorted.map((p) => p.name)).toEqual(['Cartão', 'Poupança', 'Corrente']);
  });

  it('badges manual payments and hides the edit icon on Dinheiro and others’ payments', () => {
    expect(isManual(pay({}))).toBe(true);
    expect(isManual(pay({ externalId: 'x' }))).toBe(false);
    expect(isManual(pay({ type: 'money' }))).toBe(false);
    expect(isEditable(pay({ type: 'money', name: 'Dinheiro' }), 'me')).toBe(false);
    expect(isEditable(pay({ user: 'other' }), 'me')).toBe(false);
    expect(isEditable(pay({ user: 'me' }), 'me')).toBe(true);
  });

  it('flags bank data older than a day', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const access = { _id: 'a', linkId: 'l', institution: 'Inter', type: 'pluggy', active: true };
    expect(needsSync({ ...access, lastUpdate: '2026-03-09T13:00:00Z' }, now)).toBe(false);
    expect(needsSync({ ...access, lastUpdate: '2026-03-09T11:00:00Z' }, now)).toBe(true);
    expect(needsSync(undefined, now)).toBe(false);
  });

  it('counts open and future invoices against the limit', () => {
    const item = (value: number) => ({
      _id: String(value),
      name: 'x',
      value,
      date: '2026-03-01',
      paid: true,
      transactionType: 'expenses' as const,
    });
    const invoices: Invoice[] = [
      { _id: '1', creditCardId: 'c', closeOnDay: '2026-03-05', items: [item(-100)], balance: -100 },
      {
        _id: '2',
        creditCardId: 'c',
        closeOnDay: '2026-04-05',
        items: [item(-33.34), item(-10)],
        balance: -43.34,
      },
      { _id: '3', creditCardId: 'other', closeOnDay: '2026-04-05', items: [item(-999)], balance: -999 },
    ];
    expect(limitInUse(pay({ _id: 'c', type: 'credit' }), invoices, '2026-03-10')).toBe(4_334);
  });

  it('counts what is still owed after payments, not the invoices’ rows (decision 124)', () => {
    const item = (value: number) => ({
      _id: String(value),
      name: 'x',
      value,
      date: '2026-11-20',
      paid: true,
      transactionType: value > 0 ? ('revenues' as const) : ('expenses' as const),
    });
    const card = pay({ _id: 'c', type: 'credit' });
    const invoices: Invoice[] = [
      // Paid with 100: its 73,33 is settled and 26,67 went on as a credit into January.
      {
        _id: 'dec',
        creditCardId: 'c',
        closeOnDay: '2026-12-10',
        items: [item(-33.33), item(-50), item(10)],
        balance: 0,
      },
      {
        _id: 'jan',
        creditCardId: 'c',
        closeOnDay: '2027-01-10',
        items: [item(-33.33), item(26.67)],
        balance: -6.66,
      },
      // A cent short is paid; a credit left over does not lower what the others owe.
      { _id: 'feb', creditCardId: 'c', closeOnDay: '2027-02-10', items: [item(-20)], balance: -0.01 },
      { _id: 'mar', creditCardId: 'c', closeOnDay: '2027-03-10', items: [item(5)], balance: 5 },
    ];
    expect(limitInUse(card, invoices, '2026-11-27')).toBe(666);
  });

  it.each([
    {
      case: "a subscription's charge of this month counts",
      today: '2026-11-25',
      used: 5_000 + 30_000,
    },
    { case: 'its charges to come do not; instalments to come do', today: '2026-11-10', used: 30_000 },
    { case: 'nor do they once an invoice is partly paid', today: '2026-11-10', paid: 2_000, used: 28_000 },
  ])("a repetition's charges count once charged (audit J8): $case", ({ today, used, paid = 0 }) => {
    const row = (id: string, value: number, date: string, recurrent: boolean): Transaction => ({
      _id: id,
      name: id,
      value,
      date,
      paid: true,
      transactionType: 'expenses',
      recurrent,
    });
    const invoice = (id: string, close: string, items: Transaction[], extra = 0): Invoice => ({
      _id: id,
      creditCardId: 'c',
      closeOnDay: close,
      items,
      balance: (items.reduce((sum, item) => sum + Math.round(item.value * 100), 0) + extra) / 100,
    });
    const invoices = [
      invoice(
        'nov',
        '2026-11-30',
        [row('streaming-1', -50, '2026-11-20', true), row('tv-1', -100, '2026-11-05', false)],
        paid,
      ),
      invoice('dec', '2026-12-31', [
        row('streaming-2', -50, '2026-12-20', true),
        row('tv-2', -100, '2026-12-05', false),
      ]),
      invoice('jan', '2027-01-31', [
        row('streaming-3', -50, '2027-01-20', true),
        row('tv-3', -100, '2027-01-05', false),
      ]),
    ];
    expect(limitInUse(pay({ _id: 'c', type: 'credit' }), invoices, today)).toBe(used);
  });
});

describe('invoicesRead', () => {
  const own = pay({ _id: 'c1', type: 'credit', user: 'me' });
  const partners = pay({ _id: 'c2', type: 'credit', user: 'carlos' });

  it("knows the person's own card's invoices, and a member's only with the family's", () => {
    expect(invoicesRead(own, 'me', false)).toBe(true);
    expect(invoicesRead(pay({ type: 'credit' }), 'me', false)).toBe(true);
    expect(invoicesRead(partners, 'me', false)).toBe(false);
    expect(invoicesRead(partners, 'me', true)).toBe(true);
  });
});
