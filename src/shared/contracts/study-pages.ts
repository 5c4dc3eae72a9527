import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { DEFAULT_LANGUAGE, languageSchema } from '../content-model/language';
import { layoutPathSchema } from './content';
import { lazySchema } from '../lazy-schema';

/**
 * GET /api/study-pages?path=&language= — what a study's visitor may open next, so the device can
 * keep it for offline use after the first visit of the study's home (ISSUE 9, offline warm-up).
 * Public content only. The service worker fetches each answer through its content cache, with the
 * exact URLs the page itself would ask (the cache matches by URL).
 */
export const MAX_STUDY_PAGES = 60;

export const studyPagesResponseSchema = lazySchema(() =>
  z.object({
    /** The study's home, its other pages (participant type, pre-screeners, contact info, site
     * selection) and the outcome pages, locale-free content paths. */
    paths: z.array(layoutPathSchema).check(z.maxLength(MAX_STUDY_PAGES)),
    /** Further public content calls those pages make (the site settings, the questionnaire, the
     * contact form's lists),
     * as same-origin URLs ('/api/…'). */
    contentUrls: z
      .array(z.string().check(z.startsWith('/api/'), z.maxLength(512)))
      .check(z.maxLength(MAX_STUDY_PAGES)),
  }),
);
export type StudyPagesResponse = z.infer<typeof studyPagesResponseSchema>;

export const getStudyPages = defineCall({
  name: 'study-pages',
  method: 'GET',
  path: '/api/study-pages',
  query: z.object({
    /** The study's home path (its rootPath); the site root has no study. */
    path: layoutPathSchema.check(z.refine((path) => path !== '/', { message: 'Not a study path' })),
    language: z._default(languageSchema, DEFAULT_LANGUAGE),
  }),
  response: studyPagesResponseSchema,
});
