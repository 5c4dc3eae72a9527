import { AppLink } from '../../components/app-link';
import { now } from '../../lib/clock';
import { splitLocale, withLocale, type Locale } from '../../lib/locale';
import {
  DEFAULT_MY_PROFILE_PATH,
  DEFAULT_SITE_NAME,
  type SiteSettings,
} from '../../shared/content-model/site-settings';
import type { UiStrings } from '../ui-strings';
import { formatCopyright } from './copyright';

/** Links with this class open the profile modal for a signed-out visitor (journey-screener-contact.md §2). */
const PROFILE_MODAL_CLASS = 'open-profile-modal';

interface Props {
  site: SiteSettings | null;
  locale: Locale;
  strings: UiStrings;
}

export function SiteFooter({ site, locale, strings }: Props) {
  const footer = site?.footer;
  // §2: the manage-my-profile link opens the profile modal for a signed-out visitor (SessionHost).
  const profilePath = site?.myProfilePath ?? DEFAULT_MY_PROFILE_PATH;
  const isProfileLink = (href: string) => splitLocale(href.split(/[?#]/)[0] ?? '').path === profilePath;
  const year = new Date(now()).getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <AppLink href={withLocale('/', locale)} className="site-footer__logo">
          {site?.header.logoText ?? DEFAULT_SITE_NAME}
        </AppLink>
        {footer && footer.links.length > 0 && (
          <nav aria-label={strings.footerNav}>
            <ul className="site-footer__links">
              {footer.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <AppLink
                    href={link.href}
                    className={isProfileLink(link.href) ? PROFILE_MODAL_CLASS : undefined}
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {footer?.copyright && (
          <p className="site-footer__copyright">
            {formatCopyright(footer.copyright, year, footer.copyrightYear)}
          </p>
        )}
      </div>
    </footer>
  );
}
