import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { addContactsWithAllDetail } from '../../shared/contracts/registration';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { sendProfileMail } from './profile-mail';
import { getProfile, profileIdByEmail } from './profiles';

/*
 * AddContactsToCRMailingListWithAllDetail: the registered member joins the mailing list and gets
 * the verification mail with the profile link. Only a registered address: the registration call
 * comes first in the outbox. The subscriber's personal details are the profile's already; the
 * list keeps its opt-ins.
 */

type MailingListBody = z.output<(typeof addContactsWithAllDetail)['body']>;

function subscription(body: MailingListBody) {
  const s = body.subscriber;
  return JSON.stringify({
    isEmailOptedIn: s.isEmailOptedIn,
    isSmsOptedIn: s.isSmsOptedIn,
    isSecondaryConsentAccepted: s.isSecondaryConsentAccepted,
    preferredLanguage: s.preferredLanguage,
    contactType: s.contactType,
    registrationDateTime: s.registrationDateTime,
    siteSettingsId: body.siteSettingsId,
  });
}

export async function addToRegistryMailingList(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'mail' | 'config'>,
  body: MailingListBody,
  now: Date,
): Promise<ResponseOf<typeof addContactsWithAllDetail>> {
  const profileId = await profileIdByEmail(db, body.subscriber.emailAddress);
  if (profileId === null) return { added: false, verificationMailSent: false };
  const row = {
    mailing_list_id: body.mailingListId ?? null,
    source: body.source ?? 'CR',
    subscriber: subscription(body),
    updated_at: now,
  };
  await db
    .insertInto('profile_mailing_list')
    .values({ ...row, profile_id: profileId, created_at: now })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet(row))
    .execute();
  const profile = await getProfile(db, profileId);
  // A verified address needs no verification mail (a repeat of this call must not send one).
  const verificationMailSent =
    !profile.is_verified_email &&
    (await sendProfileMail(db, deps, { profile, type: 'verification', language: body.language }, now));
  return { added: true, verificationMailSent };
}
