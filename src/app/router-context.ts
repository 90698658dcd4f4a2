import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from './brand/brand-schema';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  brand: Brand;
  /** Where the current navigation comes from (the last resolved path); undefined on the first load. */
  previousPath: () => string | undefined;
}
