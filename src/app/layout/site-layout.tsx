import { Outlet, useLocation } from 'react-router-dom';
import { SkipLink } from '../../components/skip-link';
import { JourneyHost } from '../../features/journey/components/journey-host';
import { CookieConsent } from '../../features/consent/components/cookie-consent';
import { DisclaimerHost } from '../../features/widgets/components/disclaimer-host';
import { SessionHost } from '../../features/session/components/session-host';
import { KioskHost } from '../../features/kiosk/components/kiosk-host';
import { splitLocale } from '../../lib/locale';
import { uiStrings } from '../ui-strings';
import { useSiteSettings } from '../use-site-settings';
import { FooterStatusSlot } from './offline-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDocumentLanguage } from './use-document-language';
import { useScrollToTop } from './use-scroll-to-top';
import { useRouteFocus } from './use-route-focus';

export const MAIN_CONTENT_ID = 'main-content';

/** Header, main, footer; header and footer hidden for loadType=iframe. */
export function SiteLayout() {
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const strings = uiStrings(locale);
  const settings = useSiteSettings(locale);
  const site = settings.status === 'ready' ? settings.data : null;
  const embedded = new URLSearchParams(location.search).get('loadType') === 'iframe';
  useDocumentLanguage(locale);
  useScrollToTop();
  useRouteFocus(MAIN_CONTENT_ID);

  return (
    <div className={embedded ? 'site site--embedded' : 'site'}>
      {!embedded && <SkipLink targetId={MAIN_CONTENT_ID} label={strings.skipToContent} />}
      {!embedded && <SiteHeader site={site} locale={locale} strings={strings} />}
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {/* In main: the verification banner is page content, inside a landmark. */}
        <SessionHost
          content={site?.session}
          locale={locale}
          verificationFallback={strings.verifyEmail}
          embedded={embedded}
        />
        <Outlet />
      </main>
      {!embedded && <FooterStatusSlot />}
      {!embedded && <KioskHost locale={locale} content={site?.kiosk} />}
      {!embedded && <SiteFooter site={site} locale={locale} strings={strings} />}
      <JourneyHost />
      {!embedded && <CookieConsent site={site} locale={locale} />}
      <DisclaimerHost locale={locale} />
    </div>
  );
}
