import type { Client } from '@/api/gen/model';
import { fromApiAmount } from '@/lib/money';

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

export function sortClients(clients: readonly Client[]): Client[] {
  return [...clients].sort((a, b) => byName.compare(a.name, b.name));
}

/** The planner select lists clients as 'name (email)'. */
export function clientLabel(client: Pick<Client, 'name' | 'email'>): string {
  return `${client.name} (${client.email})`;
}

export interface MonthlyProgress {
  /** Spent against planned, absolute, rounded to whole percent. */
  percent: number;
  over: boolean;
}

/** Nothing planned counts as 0% until something is spent, then as over the plan. */
export function monthlyProgress(status: Client['financeStatus']): MonthlyProgress {
  const spent = Math.abs(fromApiAmount(status?.spended ?? 0));
  const planned = Math.abs(fromApiAmount(status?.planned ?? 0));
  if (planned === 0) return spent === 0 ? { percent: 0, over: false } : { percent: 100, over: true };
  const percent = Math.round((spent * 100) / planned);
  // Red follows the number a person reads, so 99.995% shows as 100% and is red too.
  return { percent, over: percent >= 100 };
}
