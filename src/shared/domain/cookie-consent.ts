import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/**
 * "Cookie tracker": EssentialCookies are always opted in (also when the visitor rejects); Non-Essential
 * Cookies gate analytics and count only when the category is both active and opted in.
 */
export const ESSENTIAL_CATEGORY = 'EssentialCookies';
export const NON_ESSENTIAL_CATEGORY = 'Non-Essential Cookies';

/** Cookies analytics tools set; deleted whenever analytics is not allowed. */
export const ANALYTICS_COOKIE_PREFIXES = ['_ga', '_gid', 'analytics_'] as const;

export const MAX_COOKIE_CATEGORIES = 20;

export const cookieChoiceSchema = lazySchema(() =>
  z.object({
    categoryType: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    isActive: z.boolean(),
    isOptin: z.boolean(),
  }),
);
export type CookieChoice = z.infer<typeof cookieChoiceSchema>;

export type ConsentAction = 'accept' | 'reject' | 'save';

/** 'Non-Essential Cookies', 'NonEssentialCookies' and 'non_essential' name the same category. */
function normalise(categoryType: string): string {
  return categoryType.toLowerCase().replace(/[^a-z]/g, '');
}

export function isEssentialCategory(categoryType: string): boolean {
  return normalise(categoryType).startsWith('essential');
}

export function isNonEssentialCategory(categoryType: string): boolean {
  return normalise(categoryType).startsWith('nonessential');
}

/**
 * The choices a banner action produces from the site's tracker. Accept opts in every active
 * category; reject only the essential one; save takes the person's ticks (`selected`). Essential
 * is opted in whatever was asked, and an inactive category is never opted in.
 */
export function decideCategories(
  tracker: readonly CookieChoice[],
  action: ConsentAction,
  selected: Readonly<Record<string, boolean>> = {},
): CookieChoice[] {
  const categories = tracker.some((category) => isEssentialCategory(category.categoryType))
    ? tracker
    : [{ categoryType: ESSENTIAL_CATEGORY, isActive: true, isOptin: true }, ...tracker];
  return categories.map((category) => {
    const essential = isEssentialCategory(category.categoryType);
    const wanted = action === 'accept' || (action === 'save' && selected[category.categoryType] === true);
    return {
      categoryType: category.categoryType,
      isActive: essential ? true : category.isActive,
      isOptin: essential || (category.isActive && wanted),
    };
  });
}

/** Essential forced on: what the server stores whatever a client sent. */
export function withEssentialOptedIn(categories: readonly CookieChoice[]): CookieChoice[] {
  return decideCategories(
    categories,
    'save',
    Object.fromEntries(categories.map((category) => [category.categoryType, category.isOptin])),
  );
}

/** Analytics may run only when a non-essential category is active and opted in. */
export function analyticsAllowedBy(categories: readonly CookieChoice[]): boolean {
  return categories.some(
    (category) => isNonEssentialCategory(category.categoryType) && category.isActive && category.isOptin,
  );
}

export function isAnalyticsCookie(name: string): boolean {
  return ANALYTICS_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Cookie names in a `document.cookie` string. */
export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name.length > 0);
}

export const DAY_MS = 86_400_000;

/** The banner asks again once the configured number of days has passed (default 1). */
export function consentExpiresAt(decidedAtMs: number, expiryDays: number): number {
  return decidedAtMs + Math.max(1, expiryDays) * DAY_MS;
}
