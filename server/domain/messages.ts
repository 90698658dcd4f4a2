/** Catalogue texts (spec 2, sections 4, 5 and 8), verbatim: the server answers with them. */
export const MESSAGES = {
  cannotTogglePaid: 'NÃO É POSSÍVEL MUDAR STATUS DESSA TRANSAÇÃO',
  cannotEdit: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO',
  cannotDelete: 'NÃO É POSSÍVEL EXCLUIR ESSA TRANSAÇÃO',
  cannotPayInvoice: 'NÃO É POSSÍVEL PAGAR ESTA FATURA!',
  invoiceAlreadyPaid: 'Sua fatura já está paga!',
  invalidValue: 'VALOR INVÁLIDO',
  insufficientBalance: 'SALDO INSUFICIENTE',
  sameAccount: 'MESMA CONTA',
  // Not in the catalogue (decision 104): our own texts, in the catalogue's voice.
  requiredField: 'CAMPO OBRIGATÓRIO',
  invalidDate: 'DATA INVÁLIDA',
} as const;

/** Names of the rows the server books on its own (stored data, shown as the transaction name). */
export const BOOKED_NAMES = {
  invoiceCredit: 'Crédito da fatura anterior',
  invoiceResidual: 'Residual da fatura anterior',
  invoicePayment: 'Pagamento de fatura',
  deposit: 'Depósito',
  withdraw: 'Saque',
  transfer: 'Transferência',
} as const;
