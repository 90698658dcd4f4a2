import type { ComponentType } from 'react';
import type { GlobalModalName } from '@/app/ui-store';
import type { GlobalModalProps, GlobalModalRegistry } from '@/features/shell';
import { lazyModal } from './-lazy-modal';

type Feature = Record<string, ComponentType<GlobalModalProps>>;

/** One global modal of a feature, loaded (with the feature's texts) when it first opens. */
const modalOf = (name: GlobalModalName, namespace: string, load: () => Promise<Feature>) =>
  lazyModal<GlobalModalProps>(
    () =>
      load().then((modals) => {
        const modal = modals[name];
        if (!modal) throw new Error(`no global modal '${name}' in its feature`);
        return modal;
      }),
    [namespace],
  );

const money = () => import('@/features/money-modals').then((feature) => feature.moneyGlobalModals);

/** Features that build a global modal (transaction, payment, …) register it here, by name. */
export const globalModals: GlobalModalRegistry = {
  transaction: modalOf('transaction', 'money-modals', money),
  payment: modalOf('payment', 'money-modals', money),
  bankOperation: modalOf('bankOperation', 'money-modals', money),
  editLinkedTransaction: modalOf('editLinkedTransaction', 'money-modals', money),
  bankIntegration: modalOf('bankIntegration', 'bank-connections', () =>
    import('@/features/bank-connections').then((feature) => feature.bankConnectionGlobalModals),
  ),
  categoryBudget: modalOf('categoryBudget', 'planning', () =>
    import('@/features/planning').then((feature) => feature.planningGlobalModals),
  ),
  objective: modalOf('objective', 'objectives', () =>
    import('@/features/objectives').then((feature) => feature.objectiveGlobalModals),
  ),
};
