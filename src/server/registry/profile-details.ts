import type { Kysely } from 'kysely';
import { languageSchema, DEFAULT_LANGUAGE } from '../../shared/content-model/language';
import type { Profile } from '../../shared/contracts/profile-scalars';
import { listContentItems } from '../content/content-repository';
import type { Database } from '../db/schema';
import { readChoices } from './conditions-communities';
import { getProfile, type ProfileRow } from './profiles';
import { smsConsentTicked } from './registration-checks';

/*
 * GetProfileDetails: the stored profile in the shape of profileSchema (the spec's "Profile data").
 * Conditions carry the condition's content id as sitecoreId and its key as
 * conditionId.
 */

function basicDetails(row: ProfileRow): Profile['basicDetails'] {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.phone ?? '',
    address: row.address ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zipCode: row.zip,
    dob: row.dob,
    gender: row.gender,
    email: row.email,
    isMobile: row.is_mobile,
    secondaryConsent: {
      isSecondaryContactMediumSMS: smsConsentTicked(row.consents),
      media: row.consents,
    },
    distanceOptions: row.travel_distance ?? '',
    patientEnquiries: row.patient_enquiries,
    homeTrailsConsentOptions: row.home_trials ?? '',
  };
}

async function conditionsOf(db: Kysely<Database>, row: ProfileRow): Promise<Profile['conditions']> {
  const keys = await readChoices(db, row.id, 'condition');
  const parsed = languageSchema.safeParse(row.language);
  const items = await listContentItems(db, 'condition', parsed.success ? parsed.data : DEFAULT_LANGUAGE);
  const ids = new Map(items.map((item) => [item.key, item.id]));
  return keys.map((key) => ({ sitecoreId: ids.get(key) ?? '', conditionId: key }));
}

async function savedTrialsOf(db: Kysely<Database>, profileId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('saved_trials')
    .select('trial_id')
    .where('profile_id', '=', profileId)
    .orderBy('saved_at')
    .orderBy('trial_id')
    .execute();
  return rows.map((row) => row.trial_id);
}

export async function profileDetails(db: Kysely<Database>, profileId: string): Promise<Profile> {
  const row = await getProfile(db, profileId);
  return {
    basicDetails: basicDetails(row),
    conditions: await conditionsOf(db, row),
    communities: await readChoices(db, profileId, 'community'),
    savedTrials: await savedTrialsOf(db, profileId),
    isVerifiedEmail: row.is_verified_email,
    updatedGuestRef: row.guest_ref,
    patientType: row.patient_type,
    delegateEmail: row.delegate_email,
    isWelcomeSmsSent: row.is_welcome_sms_sent,
    migrated: row.migrated,
  };
}
