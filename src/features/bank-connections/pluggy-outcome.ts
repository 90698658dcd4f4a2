/**
 * What Pluggy Connect's callbacks report, read into what the modal does (decision 481). The widget
 * calls onSuccess({ item }) when a connection is made; onError({ message, data: { item } }) when it
 * fails, where an item waiting for the person to authorise in the bank's app
 * (USER_AUTHORIZATION_PENDING) is saved pending (spec 2); onClose() when the person closes it.
 */

export const USER_AUTHORIZATION_PENDING = 'USER_AUTHORIZATION_PENDING';

export interface ConnectItem {
  id?: string;
  status?: string;
  executionStatus?: string;
  connector?: { id?: number; name?: string };
  error?: { code?: string } | null;
}

export interface ConnectError {
  message?: string;
  code?: string;
  data?: { item?: ConnectItem } | null;
}

export type ConnectOutcome =
  | { kind: 'connected'; itemId: string; connector: number; institution: string; pending: boolean }
  | { kind: 'failed' };

function connected(item: ConnectItem | undefined, pending: boolean): ConnectOutcome {
  if (!item?.id || item.connector?.id === undefined) return { kind: 'failed' };
  return {
    kind: 'connected',
    itemId: item.id,
    connector: item.connector.id,
    institution: item.connector.name ?? '',
    pending,
  };
}

export const successOutcome = (data: { item?: ConnectItem } | undefined): ConnectOutcome =>
  connected(data?.item, false);

/** A pending authorisation anywhere Pluggy may put it is a pending connection; anything else failed. */
export function errorOutcome(error: ConnectError | undefined): ConnectOutcome {
  const item = error?.data?.item;
  const codes = [error?.message, error?.code, item?.status, item?.executionStatus, item?.error?.code];
  return codes.includes(USER_AUTHORIZATION_PENDING) ? connected(item, true) : { kind: 'failed' };
}
