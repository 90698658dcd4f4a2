import { bankConnectionGlobalModals } from '@/features/bank-connections';
import { moneyGlobalModals } from '@/features/money-modals';
import { objectiveGlobalModals } from '@/features/objectives';
import { planningGlobalModals } from '@/features/planning';
import type { GlobalModalRegistry } from '@/features/shell';

/** Features that build a global modal (transaction, payment, …) register it here, by name. */
export const globalModals: GlobalModalRegistry = {
  ...moneyGlobalModals,
  ...bankConnectionGlobalModals,
  ...planningGlobalModals,
  ...objectiveGlobalModals,
};
