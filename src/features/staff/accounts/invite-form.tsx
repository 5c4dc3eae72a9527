import { useState, type FormEvent } from 'react';
import { inviteStaffAccount } from '../../../shared/contracts/staff-accounts';
import type { Locale } from '../../../lib/locale';
import { useStaffCall } from '../use-staff-query';
import { accountErrorMessage } from './account-errors';
import type { AccountsStrings } from './accounts-strings';
import { RightsFields, type Catalog, type Rights } from './rights-fields';

const EMPTY: Rights = { role: 'site_staff', studies: [], sites: [], personalDataAccess: false };

/** Invites a new member by address, with their role and what they may see. */
export function InviteForm({
  catalog,
  t,
  onInvited,
}: {
  catalog: Catalog;
  t: AccountsStrings;
  onInvited: () => void;
}) {
  const call = useStaffCall();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [language, setLanguage] = useState<Locale>('en');
  const [rights, setRights] = useState<Rights>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSentTo(null);
    try {
      const { account } = await call(inviteStaffAccount, {
        body: { email: email.trim(), displayName: displayName.trim(), language, ...rights },
      });
      setSentTo(account.email);
      setEmail('');
      setDisplayName('');
      setRights(EMPTY);
      onInvited();
    } catch (caught) {
      setError(accountErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">{t.inviteTitle}</h2>
      <div className="staff__field">
        <label htmlFor="staff-invite-email">{t.email}</label>
        <input
          id="staff-invite-email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="staff__field">
        <label htmlFor="staff-invite-name">{t.name}</label>
        <input
          id="staff-invite-name"
          required
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      </div>
      <div className="staff__field">
        <label htmlFor="staff-invite-language">{t.language}</label>
        <select
          id="staff-invite-language"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Locale)}
        >
          <option value="en">English</option>
          <option value="es">Español</option>
        </select>
      </div>
      <RightsFields idPrefix="staff-invite" value={rights} onChange={setRights} catalog={catalog} t={t} />
      <button type="submit" className="staff__button staff__button--primary" disabled={busy}>
        {t.invite}
      </button>
      {error && (
        <p role="alert" className="staff__error">
          {error}
        </p>
      )}
      {sentTo && (
        <p role="status">
          {t.invited} {sentTo}
        </p>
      )}
    </form>
  );
}
