import type { User } from '@/api/gen/model';

/**
 * Family mode (spec 2 §6): the person belongs to a family, so the money screens read every active
 * member's rows (`family=true`, decision 330) and show the member filter and column. The same test
 * as the transactions screen's member filter and the report's scope.
 */
export const inFamily = (user: User | null | undefined): boolean => (user?.family?.members?.length ?? 0) > 0;
