import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { addOrUpdateCrRegistration } from '../../shared/contracts/registration';
import type { AppDeps } from '../app-deps';
import { getSiteSettings } from '../content/content-repository';
import type { Database } from '../db/schema';
import { zipCoordinates } from '../geo/zip-coordinates';
import { HttpProblem } from '../http/problem';
import { checkKnownKeys, setChoices } from './conditions-communities';
import { storeSession } from './profile-tokens';
import { normalizeProfileEmail } from './profiles';
import { checkBirthDate, checkSmsNeedsMobile, invalid, smsConsentTicked } from './registration-checks';
import { sendRegistryWelcomeSms } from './welcome-sms';

/*
 * AddOrUpdateCrRegistrationDetails/{ref}?guestType=customer: makes the profile, its conditions and
 * communities, and the registering tab's session (the hash of the browser's sessionToken). An
 * address that already has a profile is never taken over: nothing is stored.
 */

type RegistrationBody = z.output<(typeof addOrUpdateCrRegistration)['body']>;
type RegistrationAnswer = ResponseOf<typeof addOrUpdateCrRegistration>;

/** The server's own rules (registration-checks.ts); throws a 400 before anything is written. */
async function checkRegistration(db: Kysely<Database>, ref: string, body: RegistrationBody, now: Date) {
  if (ref !== body.ref) throw invalid('params.ref', 'Must be the same as body.ref');
  const dob = checkBirthDate(body.dateOfBirth, now, 'body.dateOfBirth');
  checkSmsNeedsMobile(smsConsentTicked(body.dataExtension.secondaryConsent), body.isMobile, 'body.isMobile');
  const settings = await getSiteSettings(db, body.language);
  if (settings?.siteSettingsId !== body.siteSettingsId) {
    throw invalid('body.siteSettingsId', 'Not a site of this server');
  }
  await checkKnownKeys(
    db,
    'condition',
    body.dataExtension.conditionOfInterest,
    'body.dataExtension.conditionOfInterest',
  );
  await checkKnownKeys(db, 'community', body.dataExtension.communities, 'body.dataExtension.communities');
  return dob;
}

const orNull = (value: string | undefined): string | null => (value ? value : null);

function phoneOf(body: RegistrationBody): string | null {
  const entry = body.phoneNumbers.find((phone) => phone.type === 'mobile') ?? body.phoneNumbers[0];
  return entry?.number ?? null;
}

/** The profile row: coordinates (and a missing city or state) come from the server's zip table. */
function profileValues(id: string, body: RegistrationBody, dob: string, now: Date) {
  const place = zipCoordinates(body.zipCode);
  const extension = body.dataExtension;
  return {
    id,
    guest_ref: body.ref,
    email: normalizeProfileEmail(body.email),
    first_name: body.firstName,
    last_name: body.lastName,
    dob,
    gender: body.gender,
    phone: phoneOf(body),
    is_mobile: body.isMobile,
    address: orNull(body.address),
    city: orNull(body.city) ?? place?.city ?? null,
    state: orNull(body.state) ?? place?.state ?? null,
    zip: body.zipCode,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    travel_distance: orNull(extension.travelDistance),
    home_trials: orNull(extension.interestedInAtHomeTrials),
    patient_enquiries: JSON.stringify(extension.selectedRelevantItems),
    consents: JSON.stringify(extension.secondaryConsent),
    site_settings_id: body.siteSettingsId,
    language: body.language,
    tracking: JSON.stringify({
      source: extension.source ?? 'CR',
      UtmParameter: orNull(extension.UtmParameter),
      gclId: orNull(extension.gclId),
      atId: orNull(extension.atId),
      fbclId: orNull(extension.fbclId),
      browserId: orNull(body.browserId),
      mailingListId: orNull(body.mailingListId),
    }),
    created_at: now,
    updated_at: now,
  };
}

function tokenInUse(): HttpProblem {
  return new HttpProblem(409, 'Conflict', 'This session token is already in use.', [
    { field: 'body.sessionToken', reason: 'Already in use: make a new one' },
  ]);
}

export async function registerProfile(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  ref: string,
  body: RegistrationBody,
  now: Date,
): Promise<RegistrationAnswer> {
  const dob = await checkRegistration(db, ref, body, now);
  // One statement: two registrations of one address racing cannot both make a profile.
  const created = await db
    .insertInto('profiles')
    .values(profileValues(randomUUID(), body, dob, now))
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return { registered: false, reason: 'emailExists', welcomeSmsSent: false };
  await setChoices(db, created.id, 'condition', body.dataExtension.conditionOfInterest, false);
  await setChoices(db, created.id, 'community', body.dataExtension.communities, false);
  if (!(await storeSession(db, created.id, body.sessionToken, now))) throw tokenInUse();
  const welcomeSmsSent = await sendRegistryWelcomeSms(
    db,
    deps,
    {
      id: created.id,
      phone: phoneOf(body),
      isMobile: body.isMobile,
      consents: body.dataExtension.secondaryConsent,
      language: body.language,
    },
    now,
  );
  return { registered: true, welcomeSmsSent };
}
