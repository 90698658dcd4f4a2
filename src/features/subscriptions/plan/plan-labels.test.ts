import { describe, expect, it } from 'vitest';
import { invoiceStatusKey } from './plan-labels';

describe('invoice status keys', () => {
  it.each([
    ['pending', 'awaiting'],
    ['draft', 'awaiting'],
    ['partially_paid', 'awaiting'],
    ['in_protest', 'awaiting'],
    ['refunded', 'awaiting'],
    ['chargeback', 'awaiting'],
    ['in_analysis', 'awaiting'],
    ['canceled', 'cancelled'],
    ['expired', 'cancelled'],
    ['paid', 'paid'],
    ['authorized', 'paid'],
  ])('%s reads as %s', (status, group) => {
    expect(invoiceStatusKey(status)).toBe(`subscriptions:plan.invoiceStatuses.${group}`);
  });
});
