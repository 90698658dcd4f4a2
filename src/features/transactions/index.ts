export {
  type CategoryDetailsProps,
  type InvoicePaymentProps,
  TransactionsScreen,
  type TransactionsScreenModals,
} from './transactions-screen';
