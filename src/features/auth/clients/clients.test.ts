import { describe, expect, it } from 'vitest';
import { clientLabel, sortClients } from './clients';

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
});
