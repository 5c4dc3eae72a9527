import { useEffect, useState } from 'react';
import { buildUrl } from '../../../../shared/contracts/define-call';
import {
  exportReferrals,
  listReferrals,
  REFERRAL_PAGE_SIZE,
  type ReferralFilters,
} from '../../../../shared/contracts/staff-referrals';
import { useStaffAccount } from '../../staff-session-context';
import { staffStrings } from '../../staff-strings';
import { useStaffLocale } from '../../use-staff-locale';
import { useStaffQuery } from '../../use-staff-query';
import { ReferralFiltersForm } from '../components/referral-filters';
import { ReferralTable } from '../components/referral-table';
import { referralsStrings } from '../referrals-strings';
import '../referrals.css';
import { StaffPager } from '../../components/staff-pager';

/*
 * The referrals of the caller's sites. Filters live in the page, not its address: a name typed
 * into the search never lands in the browser's history.
 */
export default function ReferralListPage() {
  const locale = useStaffLocale();
  const t = referralsStrings(locale);
  const account = useStaffAccount();
  const [filters, setFilters] = useState<ReferralFilters>({});
  const [offset, setOffset] = useState(0);
  const query = { ...filters, limit: REFERRAL_PAGE_SIZE, offset };
  const state = useStaffQuery(listReferrals, { query }, JSON.stringify(query));

  useEffect(() => {
    document.title = `${t.listTitle} | ClinicalResearch`;
  }, [t.listTitle]);

  const apply = (next: ReferralFilters) => {
    setFilters(next);
    setOffset(0);
  };
  const data = state.status === 'success' ? state.data : null;
  return (
    <section className="staff-referrals" aria-labelledby="referrals-title">
      <h1 id="referrals-title">{t.listTitle}</h1>
      {data && data.failingSites.length > 0 && (
        <div role="alert" className="staff-referrals__banner">
          <p>{t.failingSites}</p>
          <ul>
            {data.failingSites.map((site) => (
              <li key={site.siteCode}>
                {site.siteCode} – {site.siteName}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ReferralFiltersForm
        locale={locale}
        value={filters}
        sites={data?.sites ?? []}
        maySearch={account.personalData}
        onApply={apply}
      />
      <p>
        <a className="staff__button" href={buildUrl(exportReferrals.path, {}, filters)} download>
          {t.exportCsv}
        </a>
      </p>
      {state.status === 'loading' && <p role="status">{staffStrings(locale).loading}</p>}
      {state.status === 'forbidden' && <p role="alert">{t.forbidden}</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p className="staff__error">{t.failed}</p>
          <button type="button" className="staff__button" onClick={state.reload}>
            {t.retry}
          </button>
        </div>
      )}
      {data && (
        <>
          <ReferralTable locale={locale} rows={data.referrals} personalData={data.personalData} />
          {data.total > 0 && (
            <StaffPager
              label={t.tableLabel}
              offset={data.offset}
              shown={data.referrals.length}
              total={data.total}
              pageSize={REFERRAL_PAGE_SIZE}
              onOffset={setOffset}
            />
          )}
        </>
      )}
    </section>
  );
}
