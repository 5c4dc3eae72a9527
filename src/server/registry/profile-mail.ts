import { sql, type Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { MessageKey } from '../../shared/content-model/message';
import {
  PROFILE_LINK_TTL_MS,
  PROFILE_MAILS_PER_HOUR,
  type ProfileEmailType,
} from '../../shared/contracts/profile-session';
import type { AppDeps } from '../app-deps';
import { getSiteSettings } from '../content/content-repository';
import type { Database } from '../db/schema';
import { enqueueMessage } from '../jobs/message-queue';
import { hashToken } from '../subscriptions/tokens';
import { communityLinkUrl, myProfileLinkUrl } from './profile-links';
import { filledMessage } from '../messages/message-templates';
import { linkMail } from '../messages/link-mail';
import { mintLinkToken } from './profile-tokens';
import { normalizeProfileEmail } from './profiles';

/*
 * Sending a profile mail: at most PROFILE_MAILS_PER_HOUR to one address in any hour (whatever the
 * page's resend counter says), each with a fresh single-use link token. Call it with the request's
 * transaction: the queued mail, the token and the log row then commit (or roll back) together.
 */

const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes one of the address's mails for this hour, or answers false when they are used up. The
 * address is serialised by an advisory lock so that concurrent requests cannot both take the last.
 */
export async function claimMailSlot(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const emailHash = hashToken(normalizeProfileEmail(email));
  await sql`select pg_advisory_xact_lock(hashtextextended(${`profile-mail:${emailHash}`}, 0))`.execute(db);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  // Rows older than the hour count for nothing any more: the log stays small.
  await db
    .deleteFrom('profile_mail_log')
    .where('email_hash', '=', emailHash)
    .where('sent_at', '<=', hourAgo)
    .execute();
  const row = await db
    .selectFrom('profile_mail_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('email_hash', '=', emailHash)
    .where('sent_at', '>', hourAgo)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= PROFILE_MAILS_PER_HOUR) return false;
  await db.insertInto('profile_mail_log').values({ email_hash: emailHash, sent_at: now }).execute();
  return true;
}

export interface ProfileMailRequest {
  profile: { id: string; email: string; first_name: string };
  type: ProfileEmailType;
  language: Language;
  /** For type 'community': the community page the link opens. */
  communityPageLink?: string;
}

/** The message of the content each kind of profile mail is. */
const PROFILE_MESSAGES = {
  myProfile: 'profile-link',
  verification: 'email-verification',
  community: 'community-link',
} as const satisfies Record<ProfileEmailType, MessageKey>;

/** Mints the link and sends the mail; the caller has claimed the slot. */
export async function mailProfileLink(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  request: ProfileMailRequest,
  now: Date,
): Promise<void> {
  const settings = await getSiteSettings(db, request.language);
  const community = request.type === 'community' && request.communityPageLink !== undefined;
  const token = await mintLinkToken(db, request.profile.id, community ? 'community' : 'myProfile', now);
  const url = community
    ? communityLinkUrl(deps.config.publicBaseUrl, request.communityPageLink!, request.language, token)
    : myProfileLinkUrl(deps.config.publicBaseUrl, settings?.myProfilePath, request.language, token);
  const message = await filledMessage(db, PROFILE_MESSAGES[request.type], request.language, {
    firstName: request.profile.first_name,
    siteName: settings?.siteName,
    link: url,
    linkHours: String(PROFILE_LINK_TTL_MS / HOUR_MS),
  });
  const mail = linkMail(request.profile.email, message, url, message.linkLabel('link'));
  await enqueueMessage(db, { channel: 'email', kind: `profile-${request.type}`, message: mail }, now);
}

/** The limit, then the mail: false when the limit held it back. */
export async function sendProfileMail(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  request: ProfileMailRequest,
  now: Date,
): Promise<boolean> {
  if (!(await claimMailSlot(db, request.profile.email, now))) return false;
  await mailProfileLink(db, deps, request, now);
  return true;
}
