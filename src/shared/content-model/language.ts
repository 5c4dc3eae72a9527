import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/** The site's languages: English is the default, Spanish pages live under the /es prefix. */
export const LANGUAGE_CODES = ['en', 'es'] as const;
export const languageSchema = lazySchema(() => z.enum(LANGUAGE_CODES));
export type Language = z.infer<typeof languageSchema>;

/** Default language en. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** An entry of the language switcher. */
export const languageOptionSchema = lazySchema(() =>
  z.object({
    code: languageSchema,
    label: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
);
export type LanguageOption = z.infer<typeof languageOptionSchema>;

/**
 * Splits a browser path into its language and the unprefixed content path:
 * `/es/asthma-study` → `{ language: 'es', path: '/asthma-study' }`.
 */
export function splitLocalePath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1];
  if (code && code !== DEFAULT_LANGUAGE && (LANGUAGE_CODES as readonly string[]).includes(code)) {
    return { language: code as Language, path: match?.[2] || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** The inverse of splitLocalePath: the browser path of a content path in a language. */
export function localizePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
