import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { DEFAULT_LANGUAGE, languageSchema } from '../content-model/language';
import { itemIdSchema, pageSchema } from '../content-model/page';
import { siteSettingsSchema } from '../content-model/site-settings';
import { studySettingsSchema } from '../content-model/study';
import { lazySchema } from '../lazy-schema';

/** A language query parameter; English when absent. */
const languageQuery = lazySchema(() => z._default(languageSchema, DEFAULT_LANGUAGE));

/**
 * A path as the client asks for it: unprefixed by locale, starting with '/'. Only its shape is
 * checked here; a path no page has is answered with the 404 page, not a 400.
 */
export const layoutPathSchema = lazySchema(() =>
  z.string().check(
    z.minLength(1),
    z.maxLength(512),
    z.refine((path) => path.startsWith('/'), { message: "Must start with '/'" }),
  ),
);

/** GET /api/cr-context-data — the site settings. */
export const getContextData = defineCall({
  name: 'cr-context-data',
  method: 'GET',
  path: '/api/cr-context-data',
  query: z.object({ language: languageQuery }),
  response: siteSettingsSchema,
});

export const layoutResponseSchema = lazySchema(() =>
  z.object({
    /** False when the path has no page: `page` is then the 404 page of the language. */
    found: z.boolean(),
    page: pageSchema,
    study: z.nullable(studySettingsSchema),
  }),
);
export type LayoutResponse = z.infer<typeof layoutResponseSchema>;

/** GET /api/layout?path=&language= — the page for a path (HTTP 200 also for the 404 page). */
export const getLayout = defineCall({
  name: 'layout',
  method: 'GET',
  path: '/api/layout',
  query: z.object({ path: layoutPathSchema, language: languageQuery }),
  response: layoutResponseSchema,
});

export const breadcrumbItemSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    /** The browser URL of the page, locale prefix included (e.g. /es/asthma-study). */
    url: z.string(),
  }),
);
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;

/**
 * GET /api/content-graph/breadcrumbs?itemId=&language= — ancestors first, the page last
 *. Without an item id, or for an unknown one: no items.
 */
export const getBreadcrumbs = defineCall({
  name: 'content-graph/breadcrumbs',
  method: 'GET',
  path: '/api/content-graph/breadcrumbs',
  query: z.object({ itemId: z.optional(itemIdSchema), language: languageQuery }),
  response: z.object({ items: z.array(breadcrumbItemSchema) }),
});
