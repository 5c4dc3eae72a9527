import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '../../../../app/api-context';
import { staffConsumeSignInLink } from '../../../../shared/contracts/staff-auth';
import { STAFF_PAGES, staffPath } from '../../staff-paths';
import { useStaffSession } from '../../staff-session-context';
import { useStaffLocale } from '../../use-staff-locale';
import { AddPasskey } from '../add-passkey';
import { passkeyErrorMessage } from '../passkey-errors';
import { sessionStrings } from '../session-strings';
import { useLinkToken } from '../use-link-token';

/**
 * A mailed sign-in link's landing page: signs in with the link's token (good once), then offers
 * to add a passkey on this device, the usual way in from then on.
 */
export default function SignInLinkPage() {
  const locale = useStaffLocale();
  const t = sessionStrings(locale);
  const client = useApi();
  const { refresh } = useStaffSession();
  const token = useLinkToken();
  const [state, setState] = useState<'pending' | 'signed-in' | { error: string }>(
    token ? 'pending' : { error: t.linkMissing },
  );
  // The token is good once: a second effect run (React's development re-run) must not spend it.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    client.call(staffConsumeSignInLink, { body: { token } }).then(
      () => {
        setState('signed-in');
        refresh();
      },
      (caught: unknown) => setState({ error: passkeyErrorMessage(caught, t, t.signInLinkExpired) }),
    );
  }, [client, token, refresh, t]);

  return (
    <section>
      <h1>{t.signInLinkTitle}</h1>
      {state === 'pending' && <p role="status">{t.signingIn}</p>}
      {state === 'signed-in' && (
        <>
          <p role="status">{t.signedIn}</p>
          <AddPasskey t={t} />
          <p>
            <Link to={staffPath(STAFF_PAGES.referrals, locale)}>{t.continueToReferrals}</Link>
          </p>
        </>
      )}
      {typeof state === 'object' && (
        <>
          <p role="alert" className="staff__error">
            {state.error}
          </p>
          <p>
            <Link to={staffPath(STAFF_PAGES.signIn, locale)}>{t.askNewLink}</Link>
          </p>
        </>
      )}
    </section>
  );
}
