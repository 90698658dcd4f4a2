import { CategoryDetailsModal, InvoicePaymentModal } from '@/features/money-modals';
import type { TransactionsScreenModals } from '@/features/transactions';

/** The transactions screen's own modals, built by the money-modals feature. */
export const transactionsModals: TransactionsScreenModals = {
  CategoryDetails: CategoryDetailsModal,
  InvoicePayment: InvoicePaymentModal,
};
