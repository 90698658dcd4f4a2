import { useListPayments } from '@/api/gen/endpoints/payments/payments';
import type { Payment } from '@/api/gen/model';
import { useCurrentUser } from '@/app/session';

/**
 * The accounts an objective may save from (decision 190): the caller's own cash wallet and bank
 * accounts; family members' wallets and credit cards are left out.
 */
export function useOwnAccounts(): Payment[] {
  const userId = useCurrentUser()?._id;
  const payments = useListPayments({
    query: { select: (response) => (response.status === 200 ? response.data.data.items : []) },
  }).data;
  return (payments ?? []).filter(
    (payment) => payment.type !== 'credit' && (!payment.user || payment.user === userId),
  );
}
