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

/**
 * The 'Mensal' share of a client's month: spent against planned, or null when nothing is planned,
 * where a percentage would say nothing (spent against zero is no share of a plan).
 */
export function monthlyShare(status: Client['financeStatus']): { spent: number; planned: number } | null {
  const planned = status?.planned ?? 0;
  return planned > 0 ? { spent: status?.spended ?? 0, planned } : null;
}
