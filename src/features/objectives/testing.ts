import type { Objective } from '@/api/gen/model';

let sequence = 0;

/**
 * A contract-shaped objective for unit tests and stories (beside the feature: src/testing belongs
 * to the UI helpers); the same id order on every run.
 */
export function createFakeObjective(overrides: Partial<Objective> = {}): Objective {
  sequence += 1;
  return {
    _id: `6652${sequence.toString(16).padStart(20, '0')}`,
    name: 'Reserva de emergência',
    category: 'reserva-emergencia',
    totalValue: 30000,
    initialValue: 5000,
    paidValue: 7500,
    installment: 2083.33,
    beginDate: '2026-01-01',
    finalDate: '2026-12-31',
    payment: '6651bb01e4b0f5a1b2c3a002',
    done: false,
    transactions: [
      { value: 2500, date: '2026-02-05' },
      { value: 5000, date: '2026-03-05' },
    ],
    user: '6650a1c2e4b0f5a1b2c3d4e5',
    ...overrides,
  };
}
