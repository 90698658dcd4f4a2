import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@/api/gen/model';
import { paymentsQuery } from '@/api/queries';
import { useCurrentUser } from '@/app/session';

/**
 * The accounts an objective may save from (decision 190): the caller's own cash wallet and bank
 * accounts; family members' wallets and credit cards are left out. The modal's read stays `useQuery`
 * (it opens over any screen); /objetivos and /painel load the same options, so there it asks nothing.
 */
export function useOwnAccounts(): Payment[] {
  const userId = useCurrentUser()?._id;
  const payments = useQuery(paymentsQuery()).data;
  return (payments ?? []).filter(
    (payment) => payment.type !== 'credit' && (!payment.user || payment.user === userId),
  );
}
