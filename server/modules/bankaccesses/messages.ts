import catalogue from '../../../locales/pt-BR/bank-connections.json' with { type: 'json' };

/** The bank-connection catalogue texts (spec 2 and 3, section 8), shared with the screens. */
export const BANK_MESSAGES = {
  ...catalogue.messages,
  pending: catalogue.pendingWarning,
  legacy: catalogue.legacyWarning,
};
