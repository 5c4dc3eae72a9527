import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../components/app-link';
import { withLocale, type Locale } from '../../lib/locale';
import {
  DEFAULT_SITE_NAME,
  splitParamList,
  type SiteSettings,
} from '../../shared/content-model/site-settings';
import type { UiStrings } from '../ui-strings';
import { LanguageSwitch } from './language-switch';
import { HeaderStatusSlot } from './offline-slot';

interface Props {
  site: SiteSettings | null;
  locale: Locale;
  strings: UiStrings;
}

/** Desktop: an inline nav above 1025px. Below: a 256px drawer behind a Menu button. */
export function SiteHeader({ site, locale, strings }: Props) {
  const location = useLocation();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    menuButton.current?.focus();
  };
  const header = site?.header;
  const dropParams = site ? splitParamList(site.RemoveQueryParamList) : [];

  return (
    <header className="site-header">
      <HeaderStatusSlot />
      <div className="site-header__bar">
        <AppLink
          href={withLocale('/', locale)}
          className="site-logo"
          dropParams={dropParams}
          ariaLabel={header?.logoAlt}
        >
          {header?.logoText ?? DEFAULT_SITE_NAME}
        </AppLink>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen(true)}
        >
          {strings.menu}
        </button>
        {open && <div className="site-nav__backdrop" aria-hidden="true" onClick={close} />}
        <nav
          id="site-nav"
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={strings.mainNav}
        >
          <button ref={closeButton} type="button" className="site-nav__close" onClick={close}>
            {strings.closeMenu}
          </button>
          <ul className="site-nav__links">
            {(header?.links ?? []).map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <AppLink href={link.href} className="site-nav__link">
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch languages={site?.languages} label={strings.language} />
        </nav>
      </div>
    </header>
  );
}
