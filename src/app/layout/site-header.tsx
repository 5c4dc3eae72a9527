import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../components/app-link';
import { LogoLink } from '../../features/session/components/logo-link';
import { ProfileMenu } from '../../features/session/components/profile-menu';
import { selectIsSignedIn } from '../../features/session/session-slice';
import { useAppSelector } from '../hooks';
import { withLocale, type Locale } from '../../lib/locale';
import {
  DEFAULT_MY_PROFILE_PATH,
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
  const session = site?.session;
  // A signed-in member sees no healthcare-professional item.
  const signedIn = useAppSelector(selectIsSignedIn);
  const hidden = signedIn ? new Set(session?.hcpLinks ?? []) : new Set<string>();
  const links = (header?.links ?? []).filter((link) => !hidden.has(link.href));

  return (
    <header className={open ? 'site-header site-header--menu-open' : 'site-header'}>
      <HeaderStatusSlot />
      <div className="site-header__bar">
        <LogoLink
          href={withLocale('/', locale)}
          dropParams={dropParams}
          ariaLabel={header?.logoAlt}
          exitPopup={session?.logoExitPopup}
          locale={locale}
        >
          {header?.logoText ?? DEFAULT_SITE_NAME}
        </LogoLink>
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
            {links.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <AppLink href={link.href} className="site-nav__link">
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
          <ProfileMenu
            labels={{
              profile: session?.profileMenu?.profileLabel || strings.profile,
              viewProfile: session?.profileMenu?.viewProfileLabel || strings.viewProfile,
              signOut: session?.profileMenu?.signOutLabel || strings.signOut,
            }}
            profileHref={withLocale(site?.myProfilePath ?? DEFAULT_MY_PROFILE_PATH, locale)}
          />
          <LanguageSwitch languages={site?.languages} label={strings.language} />
        </nav>
      </div>
    </header>
  );
}
