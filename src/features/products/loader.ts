import type { QueryClient } from '@tanstack/react-query';
import { ensureAll, productsQuery } from '@/api/queries';

// The route imports its loader from here, never from the feature's index (decision 350).

/** /produtos: the brand's products. */
export const loadProducts = (queryClient: QueryClient) => ensureAll(queryClient, productsQuery());
