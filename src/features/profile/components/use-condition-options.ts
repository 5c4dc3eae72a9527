import { useApiQuery } from '../../../app/use-api-query';
import type { Language } from '../../../shared/content-model/language';
import {
  DEFAULT_LIST_COUNTRY,
  getConditionsOfInterest,
  type ConditionOfInterest,
} from '../../../shared/contracts/lists';

const NONE: ConditionOfInterest[] = [];

/** The conditions of interest (GET lists/conditions-of-interest, 300 a page: one page is all). */
export function useConditionOptions(language: Language): ConditionOfInterest[] {
  const answer = useApiQuery(
    getConditionsOfInterest,
    { query: { language, country: DEFAULT_LIST_COUNTRY, page: 1 } },
    `lists/conditions-of-interest:${language}:${DEFAULT_LIST_COUNTRY}:1`,
  );
  return answer.status === 'success' ? answer.data.items : NONE;
}
