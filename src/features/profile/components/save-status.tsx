import type { MyProfileFields } from '../../../shared/content-model/profile-fields';
import type { ProfileSaveStatus } from '../profile-slice';
import type { ProfileStrings } from '../profile-strings';

interface SaveStatusProps {
  status: ProfileSaveStatus;
  fields: MyProfileFields;
  t: ProfileStrings;
  linkedMessage: string;
}

/**
 * The save's progress, announced politely: saving, the 2 s loader after a save, queued while
 * offline; refusals (the spec's linked-address error, a failure) as an alert.
 */
export function SaveStatus({ status, fields, t, linkedMessage }: SaveStatusProps) {
  const progress =
    status === 'saving'
      ? fields.savingText || t.saving
      : status === 'saved'
        ? fields.savedText || t.saved
        : status === 'queued'
          ? fields.queuedText || t.queued
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
