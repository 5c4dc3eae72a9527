import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '../../../app/api-context';
import { ApiError } from '../../../lib/api-client';
import { splitLocale } from '../../../lib/locale';
import { withdrawReferral } from '../../../shared/contracts/referral-withdrawal';
import { withdrawalStrings } from '../withdrawal-strings';

type State = 'ready' | 'working' | 'done' | 'invalid' | 'failed';

/** The link's token, from the address's fragment (never sent to a server with the page). */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** /withdraw#t=…: a referred participant withdraws with their confirmation mail's link. */
export default function WithdrawalPage() {
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const strings = withdrawalStrings(locale);
  const api = useApi();
  const token = tokenOf(location.hash);
  const [state, setState] = useState<State>(token ? 'ready' : 'invalid');

  useEffect(() => {
    document.title = `${strings.title} | ClinicalResearch`;
  }, [strings.title]);

  const withdraw = () => {
    if (!token) return;
    setState('working');
    api.call(withdrawReferral, { body: { token } }).then(
      () => setState('done'),
      (error: unknown) =>
        setState(
          error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'invalid' : 'failed',
        ),
    );
  };

  return (
    <section className="withdrawal" aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title">{strings.title}</h1>
      {state === 'done' ? (
        <p role="status">{strings.done}</p>
      ) : state === 'invalid' ? (
        <p role="alert">{strings.invalid}</p>
      ) : (
        <>
          <p>{strings.intro}</p>
          {state === 'failed' && <p role="alert">{strings.failed}</p>}
          <button type="button" className="button" onClick={withdraw} disabled={state === 'working'}>
            {state === 'working' ? strings.working : strings.confirm}
          </button>
        </>
      )}
    </section>
  );
}
