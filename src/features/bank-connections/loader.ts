import type { QueryClient } from '@tanstack/react-query';
import { bankAccessesQuery, bankMergesQuery, ensureAll } from '@/api/queries';

// The routes import their loader from here, never from the feature's index (decision 350).

/** Contas Conectadas, with or without a connection to sync on entering: the connections and the rows to review. */
export const loadBankAccesses = (queryClient: QueryClient) =>
  ensureAll(queryClient, bankAccessesQuery(), bankMergesQuery());
