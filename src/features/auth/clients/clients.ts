import type { Client } from '@/api/gen/model';
import { onFirstUse } from '@/lib/on-first-use';

const byName = onFirstUse(() => new Intl.Collator('pt-BR', { sensitivity: 'base' }));

export function sortClients(clients: readonly Client[]): Client[] {
  return [...clients].sort((a, b) => byName().compare(a.name, b.name));
}

/** The planner select lists clients as 'name (email)'. */
export function clientLabel(client: Pick<Client, 'name' | 'email'>): string {
  return `${client.name} (${client.email})`;
}
