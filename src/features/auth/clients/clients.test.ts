import { describe, expect, it } from 'vitest';
import { clientLabel, monthlyShare, sortClients } from './clients';

describe('planner clients', () => {
  it('sorts by name the way a Brazilian reads it', () => {
    const names = sortClients([
      { _id: '1', name: 'Otávio', email: 'o@x.com' },
      { _id: '2', name: 'ana', email: 'a@x.com' },
      { _id: '3', name: 'Álvaro', email: 'al@x.com' },
    ]).map((client) => client.name);
    expect(names).toEqual(['Álvaro', 'ana', 'Otávio']);
  });
  it("labels a client as 'name (email)'", () => {
    expect(clientLabel({ name: 'Ana Souza', email: 'ana@x.com' })).toBe('Ana Souza (ana@x.com)');
  });
  // Spec 1: 'Mensal' is spent against planned; with nothing planned there is no share to show (audit U7).
  it.each([
    ['spent against a plan', { spended: 5854.46, planned: 5985 }, { spent: 5854.46, planned: 5985 }],
    ['nothing spent of a plan', { spended: 0, planned: 4500 }, { spent: 0, planned: 4500 }],
    ['spent with nothing planned', { spended: 3652.67, planned: 0 }, null],
    ['nothing at all', { spended: 0, planned: 0 }, null],
    ['no status', undefined, null],
  ])('the monthly share: %s', (_, status, share) => {
    expect(monthlyShare(status)).toEqual(share);
  });
});
