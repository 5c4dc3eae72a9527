import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ProfilesTable } from '../db/tables/registry';
import { normalizeSubscriberEmail } from '../subscriptions/tokens';

/** How every registry table keeps an address: trimmed, lower-cased (the subscription tables' form). */
export const normalizeProfileEmail = normalizeSubscriberEmail;

/** A profile row with its date of birth as 'YYYY-MM-DD' (drivers return date columns differently). */
export type ProfileRow = Omit<Selectable<ProfilesTable>, 'dob'> & { dob: string };

/** The id of the profile with this address (any case), or null. */
export async function profileIdByEmail(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('email', '=', normalizeProfileEmail(email))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Whether another profile than `profileId` has this address. */
export async function emailTakenByOther(
  db: Kysely<Database>,
  email: string,
  profileId: string,
): Promise<boolean> {
  const owner = await profileIdByEmail(db, email);
  return owner !== null && owner !== profileId;
}

const COLUMNS = [
  'id',
  'guest_ref',
  'email',
  'first_name',
  'last_name',
  'gender',
  'phone',
  'is_mobile',
  'address',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  'travel_distance',
  'home_trials',
  'patient_enquiries',
  'consents',
  'patient_type',
  'delegate_email',
  'is_verified_email',
  'is_welcome_sms_sent',
  'migrated',
  'site_settings_id',
  'language',
  'tracking',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<Exclude<keyof ProfilesTable, 'dob'>>;

export async function findProfile(db: Kysely<Database>, profileId: string): Promise<ProfileRow | null> {
  const row = await db
    .selectFrom('profiles')
    .select(COLUMNS)
    .select(sql<string>`to_char(dob, 'YYYY-MM-DD')`.as('dob'))
    .where('id', '=', profileId)
    .executeTakeFirst();
  return row ?? null;
}

/** A profile that a valid session names is there (profiles are never deleted while signed in). */
export async function getProfile(db: Kysely<Database>, profileId: string): Promise<ProfileRow> {
  const row = await findProfile(db, profileId);
  if (!row) throw new Error('the session names a profile that does not exist');
  return row;
}
