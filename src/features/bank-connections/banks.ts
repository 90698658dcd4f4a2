/**
 * The seven supported institutions (spec 2, section 1) with the connector ids the server's fake
 * provider knows (server/open-banking/connectors.ts): the demo widget offers exactly these.
 */
export const SUPPORTED_BANKS = [
  { connector: 219, institution: 'Caixa' },
  { connector: 212, institution: 'NuBank' },
  { connector: 211, institution: 'Banco do Brasil' },
  { connector: 201, institution: 'Itaú' },
  { connector: 208, institution: 'Santander' },
  { connector: 203, institution: 'Bradesco' },
  { connector: 215, institution: 'Inter' },
] as const;

export type SupportedBank = (typeof SUPPORTED_BANKS)[number];

/** Widget tokens of the server's demo provider; anything else is a real provider token. */
const DEMO_TOKEN_PREFIX = 'fake-connect-token:';
const DEMO_ITEM_PREFIX = 'fake-item:';

export const isDemoToken = (accessToken: string) => accessToken.startsWith(DEMO_TOKEN_PREFIX);

/** The item id the demo widget reports, in the shape the demo provider reads back. */
export const demoItemId = (bank: SupportedBank, nonce: string) =>
  `${DEMO_ITEM_PREFIX}${bank.connector}:${nonce}`;
