import { Link } from 'react-router-dom';
import type { Locale } from '../../../../lib/locale';
import type { ReferralRow } from '../../../../shared/contracts/staff-referrals';
import { referralPagePath, staffPath } from '../../staff-paths';
import { formatDateTime, referralsStrings } from '../referrals-strings';
import { statusName } from '../../referral-status-names';

/** One page of referrals: each links to its page; the participant column only with personal data. */
export function ReferralTable({
  locale,
  rows,
  personalData,
}: {
  locale: Locale;
  rows: readonly ReferralRow[];
  personalData: boolean;
}) {
  const t = referralsStrings(locale);
  if (rows.length === 0) return <p>{t.none}</p>;
  return (
    <div className="staff-referrals__scroll">
      <table className="staff__table">
        <caption>{t.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{t.referral}</th>
            <th scope="col">{t.created}</th>
            {personalData && <th scope="col">{t.participant}</th>}
            <th scope="col">{t.site}</th>
            <th scope="col">{t.study}</th>
            <th scope="col">{t.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.referralId}>
              <th scope="row">
                <Link to={staffPath(referralPagePath(row.referralId), locale)}>{row.referralId}</Link>
              </th>
              <td>{formatDateTime(row.createdAt, locale)}</td>
              {personalData && <td>{row.participantName}</td>}
              <td>
                {row.siteCode} – {row.siteName}
              </td>
              <td>{row.protocol}</td>
              <td>{statusName(locale, row.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
