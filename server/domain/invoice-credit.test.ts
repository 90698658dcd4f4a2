import { describe, expect, it } from 'vitest';
import { type CardInvoiceFigures, invoiceCredits } from './invoice-credit.ts';

/** An invoice: its own rows, what was paid to it, and residuals in and out. */
const inv = (
  month: string,
  ownCents: number,
  paidCents = 0,
  residualInCents = 0,
  residualOutCents = 0,
): CardInvoiceFigures => ({
  month,
  ownCents,
  paidCents,
  residualInCents,
  residualOutCents,
  hasCharges: ownCents < 0 || residualInCents < 0,
});

describe('invoiceCredits', () => {
  it.each([
    ['nothing', [], []],
    ['unpaid invoices', [inv('2026-11', -100000), inv('2026-12', -30000)], []],
    [
      // Audit W8: 1000/300/400 and 2000 paid on the first.
      'an overpayment larger than the next invoice reaches the one after',
      [inv('2026-11', -100000, 200000), inv('2026-12', -30000), inv('2027-01', -40000)],
      [
        { from: '2026-11', to: '2026-12', cents: 100000 },
        { from: '2026-12', to: '2027-01', cents: 70000 },
      ],
    ],
    [
      'an overpayment used up by the next invoice goes no further',
      [inv('2026-11', -100000, 110000), inv('2026-12', -30000), inv('2027-01', -40000)],
      [{ from: '2026-11', to: '2026-12', cents: 10000 }],
    ],
    [
      'an overpayment of the last invoice still goes to the next month (spec 2 §5)',
      [inv('2026-11', -10000, 15000)],
      [{ from: '2026-11', to: '2026-12', cents: 5000 }],
    ],
    [
      'a credit stops on the last invoice with charges of its own',
      [inv('2026-11', -10000, 100000), inv('2026-12', -1000)],
      [{ from: '2026-11', to: '2026-12', cents: 90000 }],
    ],
    [
      'months without an invoice are crossed to reach later charges',
      [inv('2026-11', -10000, 100000), inv('2027-02', -1000)],
      [
        { from: '2026-11', to: '2026-12', cents: 90000 },
        { from: '2026-12', to: '2027-01', cents: 90000 },
        { from: '2027-01', to: '2027-02', cents: 90000 },
      ],
    ],
    [
      'a refund larger than its invoice is a credit for the next one',
      [inv('2026-11', 5000), inv('2026-12', -8000)],
      [{ from: '2026-11', to: '2026-12', cents: 5000 }],
    ],
    ['a refund with no later charges stays where it is', [inv('2026-11', -8000), inv('2026-12', 5000)], []],
    ['a cent to spare is forgiven, not carried', [inv('2026-11', -10000, 10001), inv('2026-12', -500)], []],
    [
      'two cents to spare carry',
      [inv('2026-11', -10000, 10002), inv('2026-12', -500)],
      [{ from: '2026-11', to: '2026-12', cents: 2 }],
    ],
    [
      'a credit pays an invoice already paid short, whose residual it then meets',
      [
        inv('2026-11', -100000, 200000),
        inv('2026-12', -30000, 10000, 0, -20000),
        inv('2027-01', -500, 0, -20000),
      ],
      [
        { from: '2026-11', to: '2026-12', cents: 100000 },
        { from: '2026-12', to: '2027-01', cents: 100000 },
      ],
    ],
    [
      'a paid invoice that receives a credit passes it on even with nothing after it',
      [inv('2026-11', -100000, 200000), inv('2026-12', -30000, 30000)],
      [
        { from: '2026-11', to: '2026-12', cents: 100000 },
        { from: '2026-12', to: '2027-01', cents: 100000 },
      ],
    ],
    [
      'order of the input does not matter',
      [inv('2027-01', -40000), inv('2026-11', -100000, 200000), inv('2026-12', -30000)],
      [
        { from: '2026-11', to: '2026-12', cents: 100000 },
        { from: '2026-12', to: '2027-01', cents: 70000 },
      ],
    ],
    [
      'an unpaid invoice before the credit keeps its debt: debts are not carried',
      [inv('2026-10', -5000), inv('2026-11', -100000, 200000), inv('2026-12', -30000)],
      [{ from: '2026-11', to: '2026-12', cents: 100000 }],
    ],
  ])('%s', (_, invoices, credits) => {
    expect(invoiceCredits(invoices)).toEqual(credits);
  });
});
