import { STAFF_ROLES, type StaffRoleName } from '../../../shared/contracts/staff-scalars';
import type { AccountsStrings } from './accounts-strings';

export interface Rights {
  role: StaffRoleName;
  studies: string[];
  sites: string[];
  personalDataAccess: boolean;
}

export interface Catalog {
  studies: { protocol: string; studyName: string }[];
  sites: { siteCode: string; siteName: string; protocol: string }[];
}

const toggled = (list: string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((item) => item !== value);

/**
 * Role, grants and personal-data access, as the invite and edit forms share them: the grants
 * asked for are the role's (studies for study managers, sites for site staff).
 */
export function RightsFields({
  idPrefix,
  value,
  onChange,
  catalog,
  t,
}: {
  idPrefix: string;
  value: Rights;
  onChange: (value: Rights) => void;
  catalog: Catalog;
  t: AccountsStrings;
}) {
  return (
    <>
      <div className="staff__field">
        <label htmlFor={`${idPrefix}-role`}>{t.role}</label>
        <select
          id={`${idPrefix}-role`}
          value={value.role}
          onChange={(event) => onChange({ ...value, role: event.target.value as StaffRoleName })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t[`roles_${role}`]}
            </option>
          ))}
        </select>
      </div>
      {value.role === 'study_manager' && (
        <fieldset className="staff-accounts__choices">
          <legend>{t.studies}</legend>
          {catalog.studies.map((study) => (
            <label key={study.protocol}>
              <input
                type="checkbox"
                checked={value.studies.includes(study.protocol)}
                onChange={(event) =>
                  onChange({
                    ...value,
                    studies: toggled(value.studies, study.protocol, event.target.checked),
                  })
                }
              />{' '}
              {study.protocol}
              {study.studyName ? ` – ${study.studyName}` : ''}
            </label>
          ))}
        </fieldset>
      )}
      {value.role === 'site_staff' && (
        <fieldset className="staff-accounts__choices">
          <legend>{t.sites}</legend>
          {catalog.sites.map((site) => (
            <label key={site.siteCode}>
              <input
                type="checkbox"
                checked={value.sites.includes(site.siteCode)}
                onChange={(event) =>
                  onChange({ ...value, sites: toggled(value.sites, site.siteCode, event.target.checked) })
                }
              />{' '}
              {site.siteCode} – {site.siteName}
            </label>
          ))}
        </fieldset>
      )}
      {value.role !== 'site_staff' && (
        <div className="staff__field staff-accounts__check">
          <label>
            <input
              type="checkbox"
              checked={value.personalDataAccess}
              onChange={(event) => onChange({ ...value, personalDataAccess: event.target.checked })}
            />{' '}
            {t.personalDataAccess}
          </label>
        </div>
      )}
    </>
  );
}
