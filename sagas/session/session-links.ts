import type { LinkPurpose } from '../../src/features/session/session-slice';
import type { PageAddress } from '../shared/saga-services';

/*
 * The mailed links' tokens in the address (the spec's "Profile email-link states"; its routes: My
 * Profile accepts myProfileToken, a community page communityToken). Any page takes either: the
 * page the mail names is only where it lands.
 */

export interface LinkToken {
  purpose: LinkPurpose;
  param: string;
  token: string;
}

/**
 * profile-session.ts' MY_PROFILE_TOKEN_PARAM and COMMUNITY_TOKEN_PARAM, written out: this module is
 * in the app's first JavaScript and the contract module would bring its schemas along (a unit
 * test keeps the two equal).
 */
export const LINK_TOKEN_PARAMS: ReadonlyArray<[string, LinkPurpose]> = [
  ['myProfileToken', 'myProfile'],
  ['communityToken', 'community'],
];

/** The first mailed-link token of a query string, if any. */
export function linkTokenOf(search: string): LinkToken | null {
  const params = new URLSearchParams(search);
  for (const [param, purpose] of LINK_TOKEN_PARAMS) {
    const token = params.get(param)?.trim();
    if (token) return { purpose, param, token };
  }
  return null;
}

/** The same address without the link's token(s); every other parameter and the hash are kept. */
export function addressWithoutLinkTokens(address: PageAddress): string {
  const params = new URLSearchParams(address.search);
  for (const [param] of LINK_TOKEN_PARAMS) params.delete(param);
  const rest = params.toString();
  return `${address.pathname}${rest ? `?${rest}` : ''}${address.hash}`;
}
