import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import {
  supportRequestFieldsSchema,
  type SupportRequestFields,
} from '../../shared/content-model/support-fields';
import { findPageByPath } from '../content/content-repository';
import type { Database } from '../db/schema';

/** The component name of a support sub-page's request form. */
export const SUPPORT_REQUEST_COMPONENT = 'SupportRequest';

/**
 * The configuration of the form a request says it used: the stored page at (path, language),
 * its component `formId`, which must be a support request form. Null when there is no such form,
 * so a browser can only reach the recipients the site's content names.
 */
export async function findSupportForm(
  db: Kysely<Database>,
  pagePath: string,
  language: Language,
  formId: string,
): Promise<SupportRequestFields | null> {
  const page = await findPageByPath(db, pagePath, language);
  const component = page?.components.find(
    (candidate) => candidate.id === formId && candidate.name === SUPPORT_REQUEST_COMPONENT,
  );
  if (!component) return null;
  const parsed = supportRequestFieldsSchema.safeParse(component.fields);
  return parsed.success ? parsed.data : null;
}
