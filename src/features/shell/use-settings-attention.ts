import { useQuery } from '@tanstack/react-query';
import { bankAccessesQuery } from '@/api/queries';
import { bankAccessesNeedAttention } from './sidebar-links';

/** Configurações is highlighted while a bank connection still uses a legacy connector. */
export function useSettingsAttention(): boolean {
  const accesses = useQuery(bankAccessesQuery()).data;
  return accesses !== undefined && bankAccessesNeedAttention(accesses);
}
