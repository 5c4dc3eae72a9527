import { AppLink } from '../../components/app-link';
import { now } from '../../lib/clock';
import { splitLocale, withLocale, type Locale } from '../../lib/locale';
import type { Link } from '../../shared/content-model/link';
import {
  DEFAULT_MY_PROFILE_PATH,
  DEFAULT_SITE_NAME,
  type SiteSettings,
} from '../../shared/content-model/site-settings';
import type { UiStrings } from '../ui-strings';
import { formatCopyright } from './copyright';
import './site-footer.css';

/** Links with this class open the profile modal for a signed-out visitor. */
const PROFILE_MODAL_CLASS = 'open-profile-modal';

interface Props {
  site: SiteSettings | null;
  locale: Locale;
  strings: UiStrings;
}

function FooterLinks({ links, label, profilePath }: { links: Link[]; label: string; profilePath: string }) {
  // The manage-my-profile link opens the profile modal for a signed-out visitor (SessionHost).
  const isProfileLink = (href: string) => splitLocale(href.split(/[?#]/)[0] ?? '').path === profilePath;
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <AppLink href={link.href} className={isProfileLink(link.href) ? PROFILE_MODAL_CLASS : undefined}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer in its two variants: Default is one column; CR adds the tagline, lays the links out in columns
 * and gives the copyright its own band. Both: the logo goes to /, the copyright's [currentYear] /
 * [copyrightyear] become the year.
 */
export function SiteFooter({ site, locale, strings }: Props) {
  const footer = site?.footer;
  const variant = footer?.variant ?? 'Default';
  const profilePath = site?.myProfilePath ?? DEFAULT_MY_PROFILE_PATH;
  const year = new Date(now()).getFullYear();
  const logo = (
    <AppLink href={withLocale('/', locale)} className="site-footer__logo">
      {site?.header.logoText ?? DEFAULT_SITE_NAME}
    </AppLink>
  );
  const links = (
    <FooterLinks links={footer?.links ?? []} label={strings.footerNav} profilePath={profilePath} />
  );
  const copyright = footer?.copyright ? (
    <p className="site-footer__copyright">{formatCopyright(footer.copyright, year, footer.copyrightYear)}</p>
  ) : null;
  if (variant === 'CR') {
    return (
      <footer className="site-footer site-footer--cr" data-variant="CR">
        <div className="site-footer__inner">
          <div className="site-footer__brand">
            {logo}
            {footer?.tagline ? <p className="site-footer__tagline">{footer.tagline}</p> : null}
          </div>
          {links}
        </div>
        {copyright ? <div className="site-footer__band">{copyright}</div> : null}
      </footer>
    );
  }
  return (
    <footer className="site-footer site-footer--default" data-variant="Default">
      <div className="site-footer__inner">
        {logo}
        {links}
        {copyright}
      </div>
    </footer>
  );
}
