import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@/api/gen/model';
import { paymentsQuery } from '@/api/queries';
import { useCurrentUser } from '@/app/session';

/**
 * The caller's own wallets (cash, accounts, cards). In family mode the list also holds the other
 * members' wallets, which nobody else may book into; undefined until the user is known.
 */
export function usePayments(): Payment[] | undefined {
  const userId = useCurrentUser()?._id;
  const payments = useQuery(paymentsQuery()).data;
  if (!payments || !userId) return undefined;
  return payments.filter((payment) => !payment.user || payment.user === userId);
}
