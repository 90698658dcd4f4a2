export {
  type CategoryDetailsProps,
  type InvoicePaymentProps,
  TransactionsScreen,
  type TransactionsScreenModals,
  type TransactionsScreenProps,
  type TransactionsSearch,
} from './transactions-screen';
export { loadTransactions } from './use-transactions-data';
