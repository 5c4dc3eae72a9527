import type { MyProfileFields } from '../../../shared/content-model/profile-fields';
import type { ProfileSaveStatus } from '../profile-slice';
import type { ProfileStrings } from '../profile-strings';
import type { PendingCause } from '../../../shared/outbox/pending-cause';
import { pendingText } from '../../../components/pending-strings';

interface SaveStatusProps {
  status: ProfileSaveStatus;
  /** While queued: 'server' when the server answered with errors. */
  because?: PendingCause;
  fields: MyProfileFields;
  t: ProfileStrings;
  linkedMessage: string;
}

/**
 * The save's progress, announced politely: saving, the 2 s loader after a save, queued while
 * offline (or, when the server answered with errors, the server-problem text); refusals (the spec's linked-address error, a failure) as an alert.
 */
export function SaveStatus({ status, because, fields, t, linkedMessage }: SaveStatusProps) {
  const progress =
    status === 'saving'
      ? fields.savingText || t.saving
      : status === 'saved'
        ? fields.savedText || t.saved
        : status === 'queued'
          ? pendingText(because, { offline: fields.queuedText || t.queued, serverProblem: t.serverProblem })
          : null;
  const refusal =
    status === 'emailLinked'
      ? linkedMessage
      : status === 'failed'
        ? fields.saveFailedText || t.saveFailed
        : null;
  return (
    <>
      <div role="status" aria-live="polite" className="my-profile__status">
        {progress ? (
          <p className="my-profile__loader">
            {status === 'queued' ? null : <span className="my-profile__spinner" aria-hidden="true" />}
            {progress}
          </p>
        ) : null}
      </div>
      <div role="alert" className="my-profile__alert">
        {refusal ? <p>{refusal}</p> : null}
      </div>
    </>
  );
}
