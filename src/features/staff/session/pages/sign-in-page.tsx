import { startAuthentication } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../../../app/api-context';
import { splitLocale } from '../../../../lib/locale';
import {
  staffRequestSignInLink,
  staffSignInOptions,
  staffSignInVerify,
} from '../../../../shared/contracts/staff-auth';
import { STAFF_PAGES, staffPath } from '../../staff-paths';
import { useStaffSession } from '../../staff-session-context';
import { useStaffLocale } from '../../use-staff-locale';
import { passkeyErrorMessage } from '../passkey-errors';
import { sessionStrings } from '../session-strings';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Signing in: with a passkey (the browser offers the ones it has for this site, no address
 * typed), or with a one-time link mailed to the address. Shown in place of any page that needs a
 * session; once signed in, that page shows.
 */
export default function SignInPage() {
  const locale = useStaffLocale();
  const t = sessionStrings(locale);
  const client = useApi();
  const { refresh } = useStaffSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);

  async function signInWithPasskey() {
    setBusy(true);
    setError(null);
    try {
      const { challengeId, options } = await client.call(staffSignInOptions);
      const credential = await startAuthentication({ optionsJSON: options as never });
      await client.call(staffSignInVerify, {
        body: { challengeId, credential: credential as unknown as Record<string, unknown> },
      });
      refresh();
      // On the sign-in page itself (not in place of another page), go where the work is.
      if (splitLocale(pathname).path === STAFF_PAGES.signIn) {
        void navigate(staffPath(STAFF_PAGES.referrals, locale));
      }
    } catch (caught) {
      setError(passkeyErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  async function requestLink(event: FormEvent) {
    event.preventDefault();
    setLinkSent(false);
    if (!EMAIL.test(email.trim())) {
      setEmailError(t.emailInvalid);
      return;
    }
    setEmailError(null);
    setError(null);
    try {
      await client.call(staffRequestSignInLink, { body: { email: email.trim(), language: locale } });
      setLinkSent(true);
    } catch (caught) {
      setError(passkeyErrorMessage(caught, t));
    }
  }

  return (
    <section className="staff-sign-in">
      <h1>{t.signInTitle}</h1>
      <p>{t.signInIntro}</p>
      <p>
        <button
          type="button"
          className="staff__button staff__button--primary"
          onClick={() => void signInWithPasskey()}
          disabled={busy}
        >
          {busy ? t.signingIn : t.signInWithPasskey}
        </button>
      </p>
      {error && (
        <p role="alert" className="staff__error">
          {error}
        </p>
      )}
      <h2>{t.noPasskeyTitle}</h2>
      <form onSubmit={(event) => void requestLink(event)} noValidate>
        <div className="staff__field">
          <label htmlFor="staff-sign-in-email">{t.emailLabel}</label>
          <input
            id="staff-sign-in-email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'staff-sign-in-email-error' : undefined}
          />
          {emailError && (
            <span id="staff-sign-in-email-error" role="alert" className="staff__error">
              {emailError}
            </span>
          )}
        </div>
        <button type="submit" className="staff__button">
          {t.emailMeLink}
        </button>
      </form>
      {linkSent && <p role="status">{t.linkRequested}</p>}
    </section>
  );
}
