import type { Kysely } from 'kysely';
import { localizePath, type Language } from '../../shared/content-model/language';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { conditionItemIds, conditionRelatedStudy } from '../../shared/contracts/condition-lookups';
import { listContentItems } from '../content/content-repository';
import type { Database } from '../db/schema';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** POST /api/conditionItemIds: the conditions of interest of the language, key and content id. */
export async function conditionIdsOf(
  db: Kysely<Database>,
  language: Language,
): Promise<ResponseOf<typeof conditionItemIds>> {
  const conditions = await listContentItems(db, 'condition', language);
  return { items: conditions.map((condition) => ({ key: condition.key, id: condition.id })) };
}

/**
 * POST /api/conditionRelatedStudy: a study names its condition in its own language, so a
 * condition leads to the studies of that language whose condition is its name.
 */
export async function relatedStudiesOf(
  db: Kysely<Database>,
  language: Language,
): Promise<ResponseOf<typeof conditionRelatedStudy>> {
  const [conditions, studies] = await Promise.all([
    listContentItems(db, 'condition', language),
    listContentItems(db, 'study', language),
  ]);
  const items = conditions.map((condition) => ({
    conditionKey: condition.key,
    studies: studies
      .filter((study) => sameName(study.condition, condition.value))
      .map((study) => ({
        studyKey: study.key,
        studyName: study.studyName,
        path: localizePath(study.rootPath, language),
      })),
  }));
  return { items: items.filter((item) => item.studies.length > 0) };
}
