import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { now } from '../../../lib/clock';
import type { Locale } from '../../../lib/locale';
import type { SiteSettings } from '../../../shared/content-model/site-settings';
import { isBannerNeeded, selectConsent } from '../consent-slice';

// The banner is its own chunk: most views (a decision already made) never load it.
const CookieBanner = lazy(() => import('./cookie-banner'));

/**
 * The cookie banner's place in the layout: shown once a guest reference exists (the 2 s poll of
 * sagas/consent/consent-guest-ref.ts) and the site settings with the cookie tracker are loaded, until
 * the visitor decides or again once the decision expires.
 */
export function CookieConsent({ site, locale }: { site: SiteSettings | null; locale: Locale }) {
  const consent = useAppSelector(selectConsent);
  if (!site || !isBannerNeeded(consent, now())) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner site={site} locale={locale} />
    </Suspense>
  );
}
