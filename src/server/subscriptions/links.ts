import { localizePath, type Language } from '../../shared/content-model/language';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../shared/contracts/subscriptions';

/*
 * The links a mail carries to the unsubscribe pages. The token is issued by the mail adapter as
 * the mail is sent (one per mail), so a sender writes UNSUBSCRIBE_TOKEN_SLOT where it goes and
 * the adapter fills it in: text, html and listed links alike.
 */
export const UNSUBSCRIBE_TOKEN_SLOT = '{{unsubscribeToken}}';

function base(publicBaseUrl: string): string {
  return publicBaseUrl.replace(/\/+$/, '');
}

/** `{PUBLIC_BASE_URL}{/es}/unsubscribe?uToken={slot}`: the common unsubscribe page. */
export function commonUnsubscribeUrl(publicBaseUrl: string, language: Language): string {
  return `${base(publicBaseUrl)}${localizePath('/unsubscribe', language)}?uToken=${UNSUBSCRIBE_TOKEN_SLOT}`;
}

/** `{PUBLIC_BASE_URL}{/es}{studyRoot}/resubscribe?uToken={slot}`: the study's own page. */
export function siteResubscribeUrl(publicBaseUrl: string, rootPath: string, language: Language): string {
  const path = `${rootPath.replace(/\/+$/, '')}/resubscribe`;
  return `${base(publicBaseUrl)}${localizePath(path, language)}?uToken=${UNSUBSCRIBE_TOKEN_SLOT}`;
}

/** The RFC 8058 List-Unsubscribe target (a POST endpoint, no page). */
export function oneClickUnsubscribeUrl(publicBaseUrl: string, token: string): string {
  return `${base(publicBaseUrl)}${ONE_CLICK_UNSUBSCRIBE_PATH}?uToken=${token}`;
}

/** Puts the mail's token wherever a sender left the slot. */
export function fillTokenSlot(value: string, token: string): string {
  return value.split(UNSUBSCRIBE_TOKEN_SLOT).join(token);
}
