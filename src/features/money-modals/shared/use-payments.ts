import { useListPayments } from '@/api/gen/endpoints/payments/payments';
import type { Payment } from '@/api/gen/model';
import { useCurrentUser } from '@/app/session';

/**
 * The caller's own wallets (cash, accounts, cards). In family mode the list also holds the other
 * members' wallets, which nobody else may book into; undefined until the user is known.
 */
export function usePayments(): Payment[] | undefined {
  const userId = useCurrentUser()?._id;
  const payments = useListPayments({
    query: { select: (response) => (response.status === 200 ? response.data.data.items : []) },
  }).data;
  if (!payments || !userId) return undefined;
  return payments.filter((payment) => !payment.user || payment.user === userId);
}
