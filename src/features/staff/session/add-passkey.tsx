import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useApi } from '../../../app/api-context';
import { staffPasskeyComplete, staffPasskeyOptions } from '../../../shared/contracts/staff-auth';
import { passkeyErrorMessage } from './passkey-errors';
import type { SessionStrings } from './session-strings';

/** "Add a passkey on this device", for a signed-in account (after a mailed link, on a new device). */
export function AddPasskey({ t }: { t: SessionStrings }) {
  const client = useApi();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function add() {
    setState('busy');
    setError(null);
    try {
      const { challengeId, options } = await client.call(staffPasskeyOptions);
      const credential = await startRegistration({ optionsJSON: options as never });
      await client.call(staffPasskeyComplete, {
        body: { challengeId, credential: credential as unknown as Record<string, unknown> },
      });
      setState('done');
    } catch (caught) {
      setError(passkeyErrorMessage(caught, t));
      setState('idle');
    }
  }

  if (state === 'done') return <p role="status">{t.passkeyAdded}</p>;
  return (
    <div>
      <p>{t.addPasskeyIntro}</p>
      <button
        type="button"
        className="staff__button staff__button--primary"
        onClick={() => void add()}
        disabled={state === 'busy'}
      >
        {t.addPasskey}
      </button>
      {error && (
        <p role="alert" className="staff__error">
          {error}
        </p>
      )}
    </div>
  );
}
