import type { TransactionsScreenModals } from '@/features/transactions';
import { lazyModal } from '../../-lazy-modal';

const moneyModals = () => import('@/features/money-modals');

/** The transactions screen's own modals, built by the money-modals feature, loaded when they open. */
export const transactionsModals: TransactionsScreenModals = {
  CategoryDetails: lazyModal(
    () => moneyModals().then((feature) => feature.CategoryDetailsModal),
    ['money-modals'],
  ),
  InvoicePayment: lazyModal(
    () => moneyModals().then((feature) => feature.InvoicePaymentModal),
    ['money-modals'],
  ),
};
