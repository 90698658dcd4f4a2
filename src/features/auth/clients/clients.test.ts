import { describe, expect, it } from 'vitest';
import { clientLabel, monthlyProgress, sortClients } from './clients';

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
  it.each([
    [{ spended: 500, planned: 1000 }, 50, false],
    [{ spended: -999.99, planned: 1000 }, 100, true],
    [{ spended: 989.99, planned: 1000 }, 99, false],
    [{ spended: 1000, planned: 1000 }, 100, true],
    [{ spended: 1500.5, planned: 1000 }, 150, true],
    [{ spended: 0, planned: 0 }, 0, false],
    [{ spended: 10, planned: 0 }, 100, true],
    [undefined, 0, false],
  ])('progress of %j is %i%% (over: %s)', (status, percent, over) => {
    expect(monthlyProgress(status)).toEqual({ percent, over });
  });
});
