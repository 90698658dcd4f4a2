import type { ComponentType } from 'react';
import { BankIntegrationModal } from './bank-integration-modal';

export {
  BankAccessesPending,
  BankAccessesScreen,
  type BankAccessesScreenProps,
} from './bank-accesses-screen';
export { BankIntegrationModal, type BankIntegrationModalProps } from './bank-integration-modal';

/** The 'bank integration' global modal; the shell passes the props `openGlobalModal` was given. */
export const bankConnectionGlobalModals = {
  bankIntegration: BankIntegrationModal,
} as unknown as Record<'bankIntegration', ComponentType<{ onClose: () => void }>>;
