import { nowIso, now } from '../../lib/clock';
import type { SiteSettings } from '../../shared/content-model/site-settings';
import {
  consentExpiresAt,
  decideCategories,
  isEssentialCategory,
  type ConsentAction,
} from '../../shared/domain/cookie-consent';
import type { ConsentDecidedPayload, ConsentState } from './consent-slice';

type TrackerSettings = Pick<SiteSettings, 'cookieTracker' | 'cookieExpiryDateInDays'>;

/** The decision a banner action makes, valid for cookieExpiryDateInDays (default 1). */
export function consentDecision(
  site: TrackerSettings,
  action: ConsentAction,
  selected: Readonly<Record<string, boolean>> = {},
): ConsentDecidedPayload {
  const decidedAtMs = now();
  return {
    categories: decideCategories(site.cookieTracker.cookieCategory, action, selected),
    decidedAt: nowIso(),
    expiresAt: new Date(consentExpiresAt(decidedAtMs, site.cookieExpiryDateInDays ?? 1)).toISOString(),
    action,
    domain: site.cookieTracker.domain,
  };
}

/** The categories the manage dialog lists: essential first, then every active category. */
export function listedCategories(site: TrackerSettings): string[] {
  const active = site.cookieTracker.cookieCategory
    .filter((category) => category.isActive && !isEssentialCategory(category.categoryType))
    .map((category) => category.categoryType);
  const essential =
    site.cookieTracker.cookieCategory.find((category) => isEssentialCategory(category.categoryType))
      ?.categoryType ?? 'EssentialCookies';
  return [essential, ...active];
}

/** The ticks the dialog opens with: the earlier decision, else the site's default opt-ins. */
export function initialSelection(site: TrackerSettings, consent: ConsentState): Record<string, boolean> {
  const source = consent.categories?.length ? consent.categories : site.cookieTracker.cookieCategory;
  return Object.fromEntries(source.map((category) => [category.categoryType, category.isOptin]));
}
