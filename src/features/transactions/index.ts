export {
  type CategoryDetailsProps,
  type InvoicePaymentProps,
  TransactionsPending,
  TransactionsScreen,
  type TransactionsScreenModals,
  type TransactionsScreenProps,
  type TransactionsSearch,
} from './transactions-screen';
