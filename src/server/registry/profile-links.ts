import { localizePath, splitLocalePath, type Language } from '../../shared/content-model/language';
import { DEFAULT_MY_PROFILE_PATH } from '../../shared/content-model/site-settings';
import { COMMUNITY_TOKEN_PARAM, MY_PROFILE_TOKEN_PARAM } from '../../shared/contracts/profile-session';

/*
 * The links of the registry's mails and SMS, always on PUBLIC_BASE_URL: a request's baseUrl or
 * myProfileUrl is never used, so no caller can make the server mail a link to another site.
 */

/** A site path in the page's language: an unusable path falls back to `fallback`. */
function pagePath(path: string | undefined, language: Language, fallback: string): string {
  const usable = path !== undefined && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
  return localizePath(splitLocalePath(usable).path, language);
}

function base(publicBaseUrl: string): string {
  return publicBaseUrl.replace(/\/+$/, '');
}

/** `{PUBLIC_BASE_URL}{/es}{myProfilePath}`: My Profile, without a token (the welcome SMS). */
export function myProfilePageUrl(
  publicBaseUrl: string,
  myProfilePath: string | undefined,
  language: Language,
) {
  return `${base(publicBaseUrl)}${pagePath(myProfilePath, language, DEFAULT_MY_PROFILE_PATH)}`;
}

/** `{PUBLIC_BASE_URL}{/es}{myProfilePath}?myProfileToken={token}`. */
export function myProfileLinkUrl(
  publicBaseUrl: string,
  myProfilePath: string | undefined,
  language: Language,
  token: string,
): string {
  return `${myProfilePageUrl(publicBaseUrl, myProfilePath, language)}?${MY_PROFILE_TOKEN_PARAM}=${token}`;
}

/** `{PUBLIC_BASE_URL}{/es}{communityPageLink}?communityToken={token}`. */
export function communityLinkUrl(
  publicBaseUrl: string,
  communityPageLink: string,
  language: Language,
  token: string,
): string {
  const path = pagePath(communityPageLink, language, DEFAULT_MY_PROFILE_PATH);
  return `${base(publicBaseUrl)}${path}?${COMMUNITY_TOKEN_PARAM}=${token}`;
}
