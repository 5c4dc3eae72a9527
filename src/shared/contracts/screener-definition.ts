import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { DEFAULT_LANGUAGE, languageSchema } from '../content-model/language';
import { screenerSchema } from '../content-model/screener';
import { lazySchema } from '../lazy-schema';

/*
 * The questionnaire's definition, a read of public content. Apart from the prescreener's writes:
 * the service worker checks every write's answer, and it must not carry the questionnaire's schema
 * (and its condition compiler) for a read it never makes.
 */

const token = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,100}$/)));

/** GET /api/content/screener?key=&language= — the questionnaire's definition (public content). */
export const getScreener = defineCall({
  name: 'content/screener',
  method: 'GET',
  path: '/api/content/screener',
  query: z.object({ key: token, language: z._default(languageSchema, DEFAULT_LANGUAGE) }),
  response: z.object({ screener: screenerSchema, condition: z.string() }),
});
