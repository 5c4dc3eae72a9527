import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { optionalText } from './profile-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * The spec's condition lookups ("Condition and community lookups",
 * language and rootpath): the content ids of the conditions of interest, and the studies each
 * condition leads to. Reads of public content (POST as the spec has them); rootpath names the
 * site, and this server serves one content pack, so it is accepted and not needed.
 */
const lookupBody = lazySchema(() =>
  z.strictObject({ language: languageSchema, rootpath: optionalText(200) }),
);

/** POST /api/conditionItemIds: each condition of interest's key and content id (a profile's sitecoreId). */
export const conditionItemIds = defineCall({
  name: 'conditionItemIds',
  method: 'POST',
  path: '/api/conditionItemIds',
  body: lookupBody,
  response: z.object({ items: z.array(z.object({ key: z.string(), id: z.string() })) }),
  changesState: false,
});

export const relatedStudySchema = lazySchema(() =>
  z.object({
    studyKey: z.string(),
    studyName: z.string(),
    /** The study's page in the language (its questionnaire starts there). */
    path: z.string(),
  }),
);
export type RelatedStudy = z.infer<typeof relatedStudySchema>;

/** POST /api/conditionRelatedStudy: for each condition with studies, those studies. */
export const conditionRelatedStudy = defineCall({
  name: 'conditionRelatedStudy',
  method: 'POST',
  path: '/api/conditionRelatedStudy',
  body: lookupBody,
  response: z.object({
    items: z.array(z.object({ conditionKey: z.string(), studies: z.array(relatedStudySchema) })),
  }),
  changesState: false,
});
