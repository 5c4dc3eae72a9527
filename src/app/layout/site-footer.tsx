import { AppLink } from '../../components/app-link';
import { now } from '../../lib/clock';
import { withLocale, type Locale } from '../../lib/locale';
import { DEFAULT_SITE_NAME, type SiteSettings } from '../../shared/content-model/site-settings';
import type { UiStrings } from '../ui-strings';
import { formatCopyright } from './copyright';

interface Props {
  site: SiteSettings | null;
  locale: Locale;
  strings: UiStrings;
}

export function SiteFooter({ site, locale, strings }: Props) {
  const footer = site?.footer;
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
                  <AppLink href={link.href}>{link.label}</AppLink>
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
