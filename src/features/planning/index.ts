import type { ComponentType } from 'react';
import { CategoryBudgetModal } from './category-budget-modal';

export { CategoryBudgetModal, type CategoryBudgetModalProps } from './category-budget-modal';
export {
  type PlanningModals,
  PlanningPending,
  PlanningScreen,
  type PlanningScreenProps,
} from './planning-screen';

/** The 'category budget' global modal, by its name; typed strictly in its own file. */
export const planningGlobalModals = {
  categoryBudget: CategoryBudgetModal,
} as unknown as Record<'categoryBudget', ComponentType<{ onClose: () => void }>>;
