import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '../../../app/api-context';
import { ApiError } from '../../../lib/api-client';
import { splitLocale } from '../../../lib/locale';
import { stopSavedSearchAlerts } from '../../../shared/contracts/saved-searches';
import { savedSearchesStrings } from '../saved-searches-strings';

type State = 'ready' | 'working' | 'done' | 'invalid' | 'failed';

/** The link's token, from the address's fragment (never sent to a server with the page). */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/**
 * /saved-search-alerts#t=…: an alert mail's link. Opening it changes nothing (mail scanners open
 * links); the person's press of the button stops that one search's alerts.
 */
export default function AlertStopPage() {
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const t = savedSearchesStrings(locale);
  const api = useApi();
  const token = tokenOf(location.hash);
  const [state, setState] = useState<State>(token ? 'ready' : 'invalid');

  useEffect(() => {
    document.title = `${t.stopTitle} | ClinicalResearch`;
  }, [t.stopTitle]);

  const stop = () => {
    if (!token) return;
    setState('working');
    api.call(stopSavedSearchAlerts, { body: { token } }).then(
      () => setState('done'),
      (error: unknown) =>
        setState(
          error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'invalid' : 'failed',
        ),
    );
  };

  return (
    <section className="alert-stop" aria-labelledby="alert-stop-title">
      <h1 id="alert-stop-title">{t.stopTitle}</h1>
      {state === 'done' ? (
        <p role="status">{t.stopped}</p>
      ) : state === 'invalid' ? (
        <p role="alert">{t.stopInvalid}</p>
      ) : (
        <>
          <p>{t.stopIntro}</p>
          {state === 'failed' && <p role="alert">{t.stopFailed}</p>}
          <button type="button" className="button" onClick={stop} disabled={state === 'working'}>
            {state === 'working' ? t.stopping : t.stopConfirm}
          </button>
        </>
      )}
    </section>
  );
}
