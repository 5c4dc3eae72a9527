import { useState, type FormEvent } from 'react';
import { updateStaffAccount, type StaffAccountRow } from '../../../shared/contracts/staff-accounts';
import { useStaffCall } from '../use-staff-query';
import { accountErrorMessage } from './account-errors';
import type { AccountsStrings } from './accounts-strings';
import { RightsFields, type Catalog, type Rights } from './rights-fields';

/** Changes one account's role, grants and personal-data access. */
export function EditRights({
  account,
  catalog,
  t,
  onDone,
}: {
  account: StaffAccountRow;
  catalog: Catalog;
  t: AccountsStrings;
  onDone: (saved: boolean) => void;
}) {
  const call = useStaffCall();
  const [rights, setRights] = useState<Rights>({
    role: account.role,
    studies: account.studies,
    sites: account.sites,
    personalDataAccess: account.personalDataAccess,
  });
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await call(updateStaffAccount, { params: { id: account.id }, body: rights });
      onDone(true);
    } catch (caught) {
      setError(accountErrorMessage(caught, t));
    }
  }

  const idPrefix = `staff-edit-${account.id}`;
  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>
        {t.editFor} {account.displayName}
      </h2>
      <RightsFields idPrefix={idPrefix} value={rights} onChange={setRights} catalog={catalog} t={t} />
      <div className="staff-accounts__actions">
        <button type="submit" className="staff__button staff__button--primary">
          {t.save}
        </button>
        <button type="button" className="staff__button" onClick={() => onDone(false)}>
          {t.cancel}
        </button>
      </div>
      {error && (
        <p role="alert" className="staff__error">
          {error}
        </p>
      )}
    </form>
  );
}
