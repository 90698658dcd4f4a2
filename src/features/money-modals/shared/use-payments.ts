import { useListPayments } from '@/api/gen/endpoints/payments/payments';
import type { Payment } from '@/api/gen/model';

/** The caller's wallets (cash, accounts, cards), from the generated hook. */
export function usePayments(): Payment[] | undefined {
  return useListPayments({
    query: { select: (response) => (response.status === 200 ? response.data.data.items : []) },
  }).data;
}
