import { useMemo } from 'react';
import { useApiQuery } from '../../../app/use-api-query';
import type { Language } from '../../../shared/content-model/language';
import {
  conditionItemIds,
  conditionRelatedStudy,
  type RelatedStudy,
} from '../../../shared/contracts/condition-lookups';

/*
 * My Profile's condition lookups (by language): the content id of
 * each condition (what a chosen condition is kept with) and the studies each condition leads to.
 * Reads of public content; a failed one leaves the page as it is without it.
 */

export interface ConditionLookups {
  /** Condition key → content id. */
  itemIds: ReadonlyMap<string, string>;
  /** Condition key → its studies. */
  studies: ReadonlyMap<string, RelatedStudy[]>;
}

export function useConditionLookups(language: Language): ConditionLookups {
  const ids = useApiQuery(conditionItemIds, { body: { language } }, `conditionItemIds:${language}`);
  const related = useApiQuery(
    conditionRelatedStudy,
    { body: { language } },
    `conditionRelatedStudy:${language}`,
  );
  const idItems = ids.status === 'success' ? ids.data.items : null;
  const studyItems = related.status === 'success' ? related.data.items : null;
  return useMemo(
    () => ({
      itemIds: new Map((idItems ?? []).map((item) => [item.key, item.id])),
      studies: new Map((studyItems ?? []).map((item) => [item.conditionKey, item.studies])),
    }),
    [idItems, studyItems],
  );
}
