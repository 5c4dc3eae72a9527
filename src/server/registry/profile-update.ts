import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { updateProfileDetails } from '../../shared/contracts/profile';
import { EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE } from '../../shared/domain/registration/email-rules';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { zipCoordinates } from '../geo/zip-coordinates';
import { HttpProblem } from '../http/problem';
import { changeProfileEmail } from './email-change';
import { sendProfileMail } from './profile-mail';
import { getProfile, type ProfileRow } from './profiles';
import { checkBirthParts, checkSmsNeedsMobile } from './registration-checks';
import { requireSession } from './session-guard';

/*
 * UpdateProfileDetails: the profile contact form. The rules run again here; an address linked to another
 * profile is a 409 and changes nothing; a new address is saved unverified and gets the verification mail.
 */

type ProfileForm = z.output<(typeof updateProfileDetails)['body']>;

function linkedToAnotherAccount(): HttpProblem {
  return new HttpProblem(409, 'Conflict', 'The email address belongs to another profile.', [
    { field: 'body.Email', reason: EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE },
  ]);
}

/** An optional text field: absent keeps the stored value, blank clears it. */
function optional(value: string | undefined, stored: string | null): string | null {
  if (value === undefined) return stored;
  return value === '' ? null : value;
}

/** The form's consent media over the stored ones; the SMS checkbox is the form's own field. */
function mergedConsents(stored: Record<string, boolean>, form: ProfileForm): Record<string, boolean> {
  const merged = { ...stored, ...(form.consents ?? {}) };
  const smsKey = Object.keys(merged).find((key) => key.trim().toLowerCase() === 'sms') ?? 'SMS';
  return { ...merged, [smsKey]: form.SecondaryConsentMediumSMS };
}

function formValues(row: ProfileRow, form: ProfileForm, dob: string, now: Date) {
  const place = zipCoordinates(form.Zipcode);
  return {
    first_name: form.FirstName,
    last_name: form.LastName,
    phone: form.ContactNumber === '' ? null : form.ContactNumber,
    is_mobile: form.isMobile,
    address: optional(form.CrAddress, row.address),
    city: optional(form.City, row.city),
    state: optional(form.State, row.state),
    zip: form.Zipcode,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    dob,
    gender: form.Gender,
    consents: JSON.stringify(mergedConsents(row.consents, form)),
    updated_at: now,
  };
}

export async function updateProfile(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'mail' | 'config'>,
  form: ProfileForm,
  now: Date,
): Promise<ResponseOf<typeof updateProfileDetails>> {
  const profileId = await requireSession(db, form.myProfileToken, now);
  const dob = checkBirthParts(form, now);
  checkSmsNeedsMobile(form.SecondaryConsentMediumSMS, form.isMobile, 'body.isMobile');
  const row = await getProfile(db, profileId);
  const change = await changeProfileEmail(db, row, form.Email, now);
  if (change === 'taken') throw linkedToAnotherAccount();
  await db
    .updateTable('profiles')
    .set(formValues(row, form, dob, now))
    .where('id', '=', profileId)
    .execute();
  if (change === 'changed') {
    const profile = { id: profileId, email: form.Email, first_name: form.FirstName };
    await sendProfileMail(db, deps, { profile, type: 'verification', language: form.language }, now);
  }
  return { saved: true, emailChanged: change === 'changed' };
}
