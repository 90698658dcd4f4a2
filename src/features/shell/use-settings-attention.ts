import { useQuery } from '@tanstack/react-query';
import { getListBankAccessesQueryOptions } from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import { bankAccessesNeedAttention } from './sidebar-links';

/** Configurações is highlighted while a bank connection still uses a legacy connector. */
export function useSettingsAttention(): boolean {
  const query = useQuery(
    getListBankAccessesQueryOptions({
      query: {
        select: (response) => response.status === 200 && bankAccessesNeedAttention(response.data.data.items),
      },
    }),
  );
  return query.data ?? false;
}
