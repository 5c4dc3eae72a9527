import { useState } from 'react';
import {
  inviteStaffAccount,
  listStaffAccounts,
  setStaffAccountStatus,
  type StaffAccountRow,
} from '../../../../shared/contracts/staff-accounts';
import type { ResponseOf } from '../../../../shared/contracts/define-call';
import { useStaffAccount } from '../../staff-session-context';
import { useStaffLocale } from '../../use-staff-locale';
import { useStaffCall, useStaffQuery } from '../../use-staff-query';
import { accountErrorMessage } from '../account-errors';
import { accountsStrings, type AccountsStrings } from '../accounts-strings';
import { EditRights } from '../edit-rights';
import { InviteForm } from '../invite-form';
import '../accounts.css';

function grantsOf(account: StaffAccountRow, t: AccountsStrings): string {
  if (account.role === 'admin') return t.everything;
  return [...account.studies, ...account.sites].join(', ');
}

function personalDataOf(account: StaffAccountRow, t: AccountsStrings): string {
  if (account.role === 'site_staff') return t.always;
  return account.personalDataAccess ? t.yes : t.no;
}

/** The admins' page: every account, invitations, rights, disabling. */
export default function AccountsPage() {
  const locale = useStaffLocale();
  const t = accountsStrings(locale);
  const me = useStaffAccount();
  const call = useStaffCall();
  const accounts = useStaffQuery(listStaffAccounts, {}, 'accounts');
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  async function act(action: () => Promise<unknown>, done: string) {
    setError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
      accounts.reload();
    } catch (caught) {
      setError(accountErrorMessage(caught, t));
    }
  }

  const setDisabled = (account: StaffAccountRow, disabled: boolean) =>
    act(
      () => call(setStaffAccountStatus, { params: { id: account.id }, body: { disabled } }),
      disabled ? t.disabledDone : t.enabledDone,
    );
  const resend = (account: StaffAccountRow) =>
    act(
      () =>
        call(inviteStaffAccount, {
          body: {
            email: account.email,
            displayName: account.displayName,
            role: account.role,
            studies: account.studies,
            sites: account.sites,
            personalDataAccess: account.personalDataAccess,
          },
        }),
      `${t.invited} ${account.email}`,
    );

  // A reload after a change keeps the table and the forms on screen (and their messages) until
  // the fresh list arrives.
  const [shown, setShown] = useState<ResponseOf<typeof listStaffAccounts> | null>(null);
  if (accounts.status === 'success' && accounts.data !== shown) setShown(accounts.data);
  const data = accounts.status === 'success' ? accounts.data : shown;
  if (accounts.status === 'loading' && !data) return <p role="status">{t.loading}</p>;
  if (accounts.status === 'forbidden') return <p role="alert">{t.forbidden}</p>;
  if (accounts.status === 'error' || !data) {
    return (
      <div role="alert">
        <h1>{t.title}</h1>
        <p>{t.failed}</p>
      </div>
    );
  }
  const editedAccount = data.accounts.find((account) => account.id === editing);
  return (
    <section className="staff-accounts">
      <h1>{t.title}</h1>
      <div aria-live="polite">{notice && <p>{notice}</p>}</div>
      {error && (
        <p role="alert" className="staff__error">
          {error}
        </p>
      )}
      <div className="staff-accounts__scroll">
        <table className="staff__table">
          <caption>{t.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.role}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.grants}</th>
              <th scope="col">{t.personalData}</th>
              <th scope="col">{t.passkeys}</th>
              <th scope="col">{t.created}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">{account.displayName}</th>
                <td>{account.email}</td>
                <td>{t[`roles_${account.role}`]}</td>
                <td>{t[`status_${account.status}`]}</td>
                <td>{grantsOf(account, t)}</td>
                <td>{personalDataOf(account, t)}</td>
                <td>{account.passkeys}</td>
                <td>{dates.format(new Date(account.createdAt))}</td>
                <td>
                  <div className="staff-accounts__actions">
                    <button
                      type="button"
                      className="staff__button"
                      onClick={() => setEditing(account.id)}
                      aria-label={`${t.edit}: ${account.displayName}`}
                    >
                      {t.edit}
                    </button>
                    {account.id !== me.id && (
                      <button
                        type="button"
                        className="staff__button"
                        onClick={() => void setDisabled(account, account.status !== 'disabled')}
                        aria-label={`${account.status === 'disabled' ? t.enable : t.disable}: ${account.displayName}`}
                      >
                        {account.status === 'disabled' ? t.enable : t.disable}
                      </button>
                    )}
                    {account.status === 'invited' && (
                      <button
                        type="button"
                        className="staff__button"
                        onClick={() => void resend(account)}
                        aria-label={`${t.resend}: ${account.displayName}`}
                      >
                        {t.resend}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editedAccount && (
        <EditRights
          key={editedAccount.id}
          account={editedAccount}
          catalog={data}
          t={t}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              setNotice(t.saved);
              accounts.reload();
            }
          }}
        />
      )}
      <InviteForm catalog={data} t={t} onInvited={accounts.reload} />
    </section>
  );
}
