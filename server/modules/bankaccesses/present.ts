import type { BankAccessRow } from '../../repositories/bank-accesses.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import type { Schemas } from '../types.ts';
import { connectionHealth } from './sync-policy.ts';

type BankAccess = Schemas['BankAccess'];
type BankAccessPayment = Schemas['BankAccessPayment'];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function presentImported(row: PaymentRow): BankAccessPayment {
  return {
    _id: row.id,
    name: row.name,
    type: row.type as BankAccessPayment['type'],
    ...(row.accountType ? { accountType: row.accountType as BankAccessPayment['accountType'] } : {}),
    ...(row.flag ? { flag: row.flag as BankAccessPayment['flag'] } : {}),
    ...(row.accountNumber ? { accountNumber: row.accountNumber } : {}),
    ...(row.cardNumber ? { cardNumber: row.cardNumber } : {}),
  };
}

/** Connector ids are numbers at the provider; legacy connectors may be names. */
const wireConnector = (connector: string | null) =>
  connector === null ? undefined : /^\d+$/.test(connector) ? Number(connector) : connector;

export function presentBankAccess(
  row: BankAccessRow,
  imported: readonly PaymentRow[],
  now = new Date(),
): BankAccess {
  const connector = wireConnector(row.connector);
  return {
    _id: row.id,
    linkId: row.linkId ?? '',
    institution: row.institution ?? '',
    type: row.type,
    ...(connector === undefined ? {} : { connector }),
    ...(row.status ? { status: row.status } : {}),
    active: row.active,
    lastUpdate: iso(row.lastUpdate),
    lastSynced: iso(row.lastSynced),
    lastSyncAttempt: iso(row.lastSyncAttempt),
    health: connectionHealth(row, now),
    user: row.userId,
    payments: imported.filter((payment) => payment.bankAccessId === row.id).map(presentImported),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
