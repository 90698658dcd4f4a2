import type { ComponentType } from 'react';
import { BankOperationModal } from './bank-operation/bank-operation-modal';
import { LinkedTransactionModal } from './linked/linked-modal';
import { PaymentModal } from './payment/payment-modal';
import { TransactionModal } from './transaction/transaction-modal';

export { BankOperationModal } from './bank-operation/bank-operation-modal';
export {
  CategoryDetailsModal,
  type CategoryDetailsModalProps,
} from './category-details/category-details-modal';
export { InvoicePaymentModal, type InvoicePaymentModalProps } from './invoice-payment/invoice-payment-modal';
export { type LinkedModalProps, LinkedTransactionModal } from './linked/linked-modal';
export { PaymentModal, type PaymentModalProps } from './payment/payment-modal';
export { TransactionModal, type TransactionModalProps } from './transaction/transaction-modal';

/**
 * The money modals by their global-modal name. The shell passes the props a screen gave
 * `openGlobalModal(name, props)`, so each is typed loosely here and strictly in its own file.
 */
export const moneyGlobalModals = {
  transaction: TransactionModal,
  payment: PaymentModal,
  bankOperation: BankOperationModal,
  editLinkedTransaction: LinkedTransactionModal,
} as unknown as Record<
  'transaction' | 'payment' | 'bankOperation' | 'editLinkedTransaction',
  ComponentType<{ onClose: () => void }>
>;
