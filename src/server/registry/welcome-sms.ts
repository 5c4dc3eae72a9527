import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { AppDeps } from '../app-deps';
import { getSiteSettings } from '../content/content-repository';
import type { Database } from '../db/schema';
import { enqueueMessage } from '../jobs/message-queue';
import { filledMessage } from '../messages/message-templates';
import { myProfilePageUrl } from './profile-links';
import { smsConsentTicked } from './registration-checks';

/*
 * The registration's welcome SMS: only when the site has SMS enabled and the person consented to SMS as a
 * mobile number; the number gets the +1 prefix. At most once per profile: the flag is claimed and the message
 * queued in the request's transaction, so both exist only if the registration commits.
 */

export const WELCOME_SMS_TYPE = 'CR-Registration-Welcome';

/** A US number as +1 and its 10 digits (a leading 1 is dropped first); null when it is not one. */
export function usMobileNumber(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{9}$/.test(national) ? `+1${national}` : null;
}

export interface WelcomeSmsProfile {
  id: string;
  phone: string | null;
  isMobile: boolean;
  consents: Record<string, boolean>;
  language: Language;
}

/** Whether the welcome SMS went out now. */
export async function sendRegistryWelcomeSms(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  profile: WelcomeSmsProfile,
  now: Date,
): Promise<boolean> {
  const to = usMobileNumber(profile.phone);
  if (to === null || !profile.isMobile || !smsConsentTicked(profile.consents)) return false;
  const settings = await getSiteSettings(db, profile.language);
  if (!settings?.enableSmsSendFeature) return false;
  const claimed = await db
    .updateTable('profiles')
    .set({ is_welcome_sms_sent: true })
    .where('id', '=', profile.id)
    .where('is_welcome_sms_sent', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  const siteName = settings.siteName;
  const url = myProfilePageUrl(deps.config.publicBaseUrl, settings.myProfilePath, profile.language);
  const text = await filledMessage(db, 'registration-welcome-sms', profile.language, { siteName, link: url });
  const message = {
    to,
    text: text.text,
    category: 'transactional' as const,
    links: [{ label: text.linkLabel('link'), url }],
    payload: { smsType: WELCOME_SMS_TYPE, countryCode: '+1', websiteName: siteName },
  };
  await enqueueMessage(db, { channel: 'sms', kind: 'registry-welcome-sms', message }, now);
  return true;
}
