import type { Language } from '../../../shared/content-model/language';
import type { StudySiteInput } from '../../../shared/content-model/site';
import { asthmaSites } from './sites-asthma';
import { kneeOaSites } from './sites-knee-oa';
import { migraineSites } from './sites-migraine';

/*
 * Demo sites; addresses are fictional (555 numbers, generic street names) at real city
 * coordinates. Each study has sites of every kind so each branch of site selection is reachable:
 * tiers 1 and 2, virtual, hybrid, not yet enrolling, enrolling soon, life-link, key-information
 * elements, hold scheduling, site-directed scheduling and health-data sharing.
 */
const sites = [...migraineSites, ...asthmaSites, ...kneeOaSites];

const protocolText: Record<string, Record<Language, { studyName: string; indication: string }>> = {
  'migraine-study': {
    en: { studyName: 'Migraine Prevention Study', indication: 'Migraine' },
    es: { studyName: 'Estudio de prevención de la migraña', indication: 'Migraña' },
  },
  'asthma-study': {
    en: { studyName: 'Asthma Control Study', indication: 'Asthma' },
    es: { studyName: 'Estudio de control del asma', indication: 'Asma' },
  },
  'knee-oa-study': {
    en: { studyName: 'Knee Osteoarthritis Pain Study', indication: 'Knee osteoarthritis' },
    es: { studyName: 'Estudio del dolor por artrosis de rodilla', indication: 'Artrosis de rodilla' },
  },
};

/** A home-based site has no proper name of its own: it is named after its study, in the language. */
function virtualSiteName(studyName: string, language: Language): string {
  return language === 'es' ? `Centro virtual: ${studyName}` : `${studyName} Virtual Site`;
}

/**
 * The seed sites of one language: the protocol's study name and indication are translated, and so
 * is a virtual site's name; a physical site's name and address are proper nouns.
 */
export function sitesSeed(language: Language): StudySiteInput[] {
  return sites.map(({ studyKey, protocol, ...site }) => {
    const text = protocolText[studyKey]?.[language];
    if (!text) throw new Error(`No ${language} protocol text for ${studyKey}`);
    const siteName = site.isVirtual ? virtualSiteName(text.studyName, language) : site.siteName;
    return {
      ...site,
      siteName,
      protocolInfo: { protocol, sponsor: 'ClinicalResearch Demo Sponsor', ...text },
    };
  });
}
