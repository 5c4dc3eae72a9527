import { localizePath, type Language } from '../../shared/content-model/language';
/** `{PUBLIC_BASE_URL}{/es}{study root}?resumeJourneyToken=…` */
export function resumeLinkUrl(
  publicBaseUrl: string,
  rootPath: string,
  language: Language,
  token: string,
): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ resumeJourneyToken: token });
  return `${base}${localizePath(rootPath, language)}?${query.toString()}`;
}
