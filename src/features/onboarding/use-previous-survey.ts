import { useSuspenseQuery } from '@tanstack/react-query';
import { financialProfileQuery } from '@/api/queries';
import { goodsCountQuery } from './loader';

/** What a new save would replace (decision 400), as far as the API tells it before the save. */
export interface PreviousSurvey {
  /** A survey was saved before: its save wrote the financial profile (decision 252) and its goods. */
  exists: boolean;
  /** Goods only ever come from the survey: all of them are replaced. */
  goods: number;
}

/**
 * The person's previous survey, from the cache the route's loader filled. The API answers no count
 * of the entries a survey booked before the save (the save answers it, `replaced`): the warning
 * names the goods only (decision 006).
 */
export function usePreviousSurvey(): PreviousSurvey {
  const profile = useSuspenseQuery(financialProfileQuery()).data;
  const goods = useSuspenseQuery(goodsCountQuery()).data;
  return { exists: profile !== null || goods > 0, goods };
}
