import type { StudySettings } from '../../shared/content-model/study';
import type { SiteInfo } from '../../shared/contracts/site-info';
import type { MergeTagValues } from '../../shared/contracts/success';
import { textOf, type ContactValues } from '../../shared/domain/contact-form/contact-values';
import { parsePersonName, sponsorContactName } from '../../shared/domain/sites/sponsor-contact';

/** "8005550100" → "(800) 555-0100"; other shapes are shown as given. */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return raw;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/**
 * The success page's merge-tag values: the names the person typed on the contact form (the form
 * filler's), the chosen site, the study and the sponsor contact (the site's investigator, named
 * by the rule of sponsor-contact.ts). Unknown values are ''.
 */
export function mergeTagValuesOf(input: {
  values: ContactValues | null;
  site: SiteInfo | null;
  study: StudySettings | null;
}): MergeTagValues {
  const { values, site, study } = input;
  const piName = site?.piName ?? '';
  return {
    FirstName: values ? textOf(values, 'FirstName') : '',
    LastName: values ? textOf(values, 'LastName') : '',
    SiteName: site?.siteName ?? '',
    StudyName: study?.studyName ?? site?.protocolInfo.studyName ?? '',
    SponsorName: study?.sponsor ?? site?.protocolInfo.sponsor ?? '',
    PIName: piName,
    SitePhone: site ? formatPhone(site.contactPhoneNumber) : '',
    SponsorContact: piName ? sponsorContactName(parsePersonName(piName)) : '',
  };
}
