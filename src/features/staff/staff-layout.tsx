import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SkipLink } from '../../components/skip-link';
import { splitLocale, withLocale } from '../../lib/locale';
import type { StaffAccount } from '../../shared/contracts/staff-session';
import { STAFF_PAGES, staffPath } from './staff-paths';
import { staffStrings } from './staff-strings';
import { useStaffSession } from './staff-session-context';
import { useStaffLocale } from './use-staff-locale';

export const STAFF_MAIN_ID = 'staff-main';

function navFor(account: StaffAccount) {
  const items: { path: string; label: 'referrals' | 'funnel' | 'accounts' | 'audit' }[] = [
    { path: STAFF_PAGES.referrals, label: 'referrals' },
  ];
  if (account.role !== 'site_staff') items.push({ path: STAFF_PAGES.funnel, label: 'funnel' });
  if (account.role === 'admin') {
    items.push(
      { path: STAFF_PAGES.accounts, label: 'accounts' },
      { path: STAFF_PAGES.audit, label: 'audit' },
    );
  }
  return items;
}

/** The workspace's frame: its own header and navigation, none of the participant site's. */
export function StaffLayout({ children }: { children: ReactNode }) {
  const locale = useStaffLocale();
  const t = staffStrings(locale);
  const { account, signOut } = useStaffSession();
  const { path } = splitLocale(useLocation().pathname);
  const otherLocale = locale === 'en' ? 'es' : 'en';
  return (
    <div className="staff">
      <SkipLink targetId={STAFF_MAIN_ID} label={t.skipToContent} />
      <header className="staff__header">
        <Link className="staff__brand" to={staffPath(STAFF_PAGES.home, locale)}>
          {t.workspace}
        </Link>
        {account && (
          <nav aria-label={t.navLabel} className="staff__nav">
            <ul>
              {navFor(account).map((item) => (
                <li key={item.path}>
                  <NavLink to={staffPath(item.path, locale)}>{t[item.label]}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="staff__account">
          <Link to={withLocale(path, otherLocale)} lang={otherLocale} hrefLang={otherLocale}>
            {t.language}
          </Link>
          {account && (
            <>
              <span>
                {t.signedInAs} <strong>{account.displayName}</strong>
              </span>
              <button type="button" className="staff__button" onClick={() => void signOut()}>
                {t.signOut}
              </button>
            </>
          )}
        </div>
      </header>
      <main id={STAFF_MAIN_ID} className="staff__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
