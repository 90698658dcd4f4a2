/**
 * The seven institutions the product supports (spec 2, section 1), with the connector ids the fake
 * uses. The SPA's demo widget lists the same seven (src/features/bank-connections/banks.ts).
 */
export interface SupportedBank {
  connector: string;
  institution: string;
  cardFlag: string;
  /** The fake's bank that holds every refresh back until its app token is typed (the 428 case). */
  requiresToken: boolean;
}

export const SUPPORTED_BANKS: readonly SupportedBank[] = [
  { connector: '219', institution: 'Caixa', cardFlag: 'Elo', requiresToken: false },
  { connector: '212', institution: 'NuBank', cardFlag: 'Mastercard', requiresToken: false },
  { connector: '211', institution: 'Banco do Brasil', cardFlag: 'Visa', requiresToken: false },
  { connector: '201', institution: 'Itaú', cardFlag: 'Visa', requiresToken: false },
  { connector: '208', institution: 'Santander', cardFlag: 'Mastercard', requiresToken: false },
  { connector: '203', institution: 'Bradesco', cardFlag: 'Elo', requiresToken: false },
  { connector: '215', institution: 'Inter', cardFlag: 'Mastercard', requiresToken: true },
];

export const bankByConnector = (connector: string): SupportedBank | undefined =>
  SUPPORTED_BANKS.find((bank) => bank.connector === connector);
