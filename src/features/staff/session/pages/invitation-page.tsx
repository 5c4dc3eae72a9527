import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../../app/api-context';
import { ApiError } from '../../../../lib/api-client';
import { staffInvitationComplete, staffInvitationOptions } from '../../../../shared/contracts/staff-auth';
import { STAFF_PAGES, staffPath } from '../../staff-paths';
import { useStaffSession } from '../../staff-session-context';
import { useStaffLocale } from '../../use-staff-locale';
import { passkeyErrorMessage } from '../passkey-errors';
import { sessionStrings } from '../session-strings';
import { useLinkToken } from '../use-link-token';

interface Prepared {
  challengeId: string;
  options: Record<string, unknown>;
  account: { email: string; displayName: string };
}

/**
 * An invitation's landing page: the link is checked at once (an expired one says so before anyone
 * tries), then "Create your passkey" asks the device for one. The options are fetched ahead, so
 * the browser's prompt opens straight from the click, as Safari requires.
 */
export default function InvitationPage() {
  const locale = useStaffLocale();
  const t = sessionStrings(locale);
  const client = useApi();
  const { refresh } = useStaffSession();
  const navigate = useNavigate();
  const token = useLinkToken();
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [fatal, setFatal] = useState<string | null>(token ? null : t.linkMissing);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    client.call(staffInvitationOptions, { body: { token } }).then(
      (answer) => live && setPrepared(answer),
      (caught: unknown) => {
        if (!live) return;
        const message = passkeyErrorMessage(caught, t);
        if (caught instanceof ApiError && (caught.status === 410 || caught.status === 400)) setFatal(message);
        else setError(message);
      },
    );
    return () => {
      live = false;
    };
  }, [client, token, attempt, t]);

  async function createPasskey() {
    if (!token || !prepared) return;
    setBusy(true);
    setError(null);
    try {
      const credential = await startRegistration({ optionsJSON: prepared.options as never });
      await client.call(staffInvitationComplete, {
        body: {
          token,
          challengeId: prepared.challengeId,
          credential: credential as unknown as Record<string, unknown>,
        },
      });
      refresh();
      void navigate(staffPath(STAFF_PAGES.referrals, locale), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 410) setFatal(t.invitationExpired);
      else setError(passkeyErrorMessage(caught, t));
      // A prompt's challenge is good once: the next try gets fresh options.
      setPrepared(null);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <h1>{t.invitationTitle}</h1>
      {fatal ? (
        <p role="alert" className="staff__error">
          {fatal}
        </p>
      ) : (
        <>
          <p>{t.invitationIntro}</p>
          {prepared ? (
            <p>
              {t.invitationFor} <strong>{prepared.account.displayName}</strong> ({prepared.account.email})
            </p>
          ) : (
            !error && <p role="status">{t.checkingLink}</p>
          )}
          <button
            type="button"
            className="staff__button staff__button--primary"
            onClick={() => void createPasskey()}
            disabled={!prepared || busy}
          >
            {busy ? t.creating : t.createPasskey}
          </button>
          {error && (
            <p role="alert" className="staff__error">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
