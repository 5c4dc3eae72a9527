import { uiStrings } from '../../src/app/ui-strings';
import { cardStrings } from '../../src/components/cards/card-strings';
import { carouselStrings } from '../../src/components/carousel/carousel-strings';
import { directionsStrings } from '../../src/components/directions/directions-strings';
import { siteMapStrings } from '../../src/components/map/site-map-strings';
import { SERVER_PROBLEM_TEXT } from '../../src/components/pending-strings';
import { cardsWidgetStrings } from '../../src/features/cards/cards-widget-strings';
import { consentStrings } from '../../src/features/consent/consent-strings';
import { contactFormStrings } from '../../src/components/form/contact-form-strings';
import { journeyHostStrings } from '../../src/features/journey/journey-host-strings';
import { journeyStrings } from '../../src/features/journey/journey-strings';
import { kioskStrings } from '../../src/features/kiosk/kiosk-strings';
import { lifeLinkStrings } from '../../src/features/life-link/life-link-strings';
import { mailboxStrings } from '../../src/features/mailbox/mailbox-strings';
import { connectionStrings } from '../../src/features/offline/components/connection-strings';
import { offlineStrings } from '../../src/features/offline/components/offline-strings';
import { profileStrings } from '../../src/features/profile/profile-strings';
import { savedSearchesStrings } from '../../src/features/saved-searches/saved-searches-strings';
import { registrationStartStrings } from '../../src/features/registration/registration-start-strings';
import { registrationStrings } from '../../src/features/registration/registration-strings';
import { QUESTIONNAIRE_STRINGS } from '../../src/features/screener/questionnaire/questionnaire-strings';
import { screenerStrings } from '../../src/features/screener/screener-strings';
import { sessionStrings } from '../../src/features/session/session-strings';
import { siteSelectionStrings } from '../../src/features/site-selection/site-selection-strings';
import { auditStrings } from '../../src/features/staff/audit/audit-strings';
import { referralsStrings } from '../../src/features/staff/referrals/referrals-strings';
import { staffStrings } from '../../src/features/staff/staff-strings';
import { funnelStrings } from '../../src/features/staff/funnel/funnel-strings';
import { accountsStrings } from '../../src/features/staff/accounts/accounts-strings';
import { sessionStrings as staffSessionStrings } from '../../src/features/staff/session/session-strings';
import { studyLocationStrings } from '../../src/features/study-location/study-location-strings';
import { subscriptionStrings } from '../../src/features/subscriptions/subscriptions-strings';
import { successStrings } from '../../src/features/success/success-strings';
import { supportStrings } from '../../src/features/support/support-strings';
import { trialFilterStrings } from '../../src/features/trials/trial-filter-strings';
import { trialSearchStrings } from '../../src/features/trials/trial-search-strings';
import { trialsStrings } from '../../src/features/trials/trials-strings';
import { disclaimerStrings } from '../../src/features/widgets/components/disclaimer-strings';
import { pageWidgetStrings } from '../../src/features/widgets/components/page-widget-strings';
import { contentWidgetStrings } from '../../src/features/widgets/content-widget-strings';
import { withdrawalStrings } from '../../src/features/withdrawal/withdrawal-strings';
import { sandboxStrings } from '../../src/lib/health-data/sandbox-strings';
import type { Language } from '../../src/shared/content-model/language';

/**
 * Every built-in text module of the app (src/**\/*-strings.ts), by file, as a function of the
 * language. A new *-strings.ts must be added here: tests/server/content/spanish-coverage.test.ts
 * fails for a strings file that is not listed.
 */
export const UI_STRING_MODULES: Record<string, (language: Language) => unknown> = {
  'src/app/ui-strings.ts': uiStrings,
  'src/components/cards/card-strings.ts': cardStrings,
  'src/components/carousel/carousel-strings.ts': carouselStrings,
  'src/components/directions/directions-strings.ts': directionsStrings,
  'src/components/form/contact-form-strings.ts': contactFormStrings,
  'src/components/map/site-map-strings.ts': siteMapStrings,
  'src/components/pending-strings.ts': (language) => ({ serverProblem: SERVER_PROBLEM_TEXT[language] }),
  'src/features/cards/cards-widget-strings.ts': cardsWidgetStrings,
  'src/features/consent/consent-strings.ts': (language) => consentStrings(language),
  'src/features/journey/journey-host-strings.ts': journeyHostStrings,
  'src/features/journey/journey-strings.ts': journeyStrings,
  'src/features/kiosk/kiosk-strings.ts': kioskStrings,
  'src/features/life-link/life-link-strings.ts': lifeLinkStrings,
  'src/features/mailbox/mailbox-strings.ts': mailboxStrings,
  'src/features/offline/components/connection-strings.ts': connectionStrings,
  'src/features/offline/components/offline-strings.ts': offlineStrings,
  'src/features/profile/profile-strings.ts': profileStrings,
  'src/features/saved-searches/saved-searches-strings.ts': savedSearchesStrings,
  'src/features/registration/registration-start-strings.ts': registrationStartStrings,
  'src/features/registration/registration-strings.ts': registrationStrings,
  'src/features/screener/questionnaire/questionnaire-strings.ts': (language) => {
    const strings = QUESTIONNAIRE_STRINGS[language];
    // The formatted texts too, with sample values.
    return {
      ...strings,
      tooLong: strings.tooLong(5),
      errorSummary: [strings.errorSummary(1), strings.errorSummary(3)],
      pageOf: strings.pageOf(1, 2),
    };
  },
  'src/features/screener/screener-strings.ts': screenerStrings,
  'src/features/session/session-strings.ts': sessionStrings,
  'src/features/site-selection/site-selection-strings.ts': siteSelectionStrings,
  'src/features/staff/audit/audit-strings.ts': auditStrings,
  'src/features/staff/referrals/referrals-strings.ts': referralsStrings,
  'src/features/staff/staff-strings.ts': staffStrings,
  'src/features/staff/funnel/funnel-strings.ts': funnelStrings,
  'src/features/staff/accounts/accounts-strings.ts': accountsStrings,
  'src/features/staff/session/session-strings.ts': staffSessionStrings,
  'src/features/study-location/study-location-strings.ts': studyLocationStrings,
  'src/features/subscriptions/subscriptions-strings.ts': subscriptionStrings,
  'src/features/success/success-strings.ts': (language) => successStrings[language],
  'src/features/support/support-strings.ts': supportStrings,
  'src/features/trials/trial-filter-strings.ts': trialFilterStrings,
  'src/features/trials/trial-search-strings.ts': trialSearchStrings,
  'src/features/trials/trials-strings.ts': trialsStrings,
  'src/features/widgets/components/disclaimer-strings.ts': disclaimerStrings,
  'src/features/widgets/components/page-widget-strings.ts': pageWidgetStrings,
  'src/features/widgets/content-widget-strings.ts': contentWidgetStrings,
  'src/features/withdrawal/withdrawal-strings.ts': withdrawalStrings,
  'src/lib/health-data/sandbox-strings.ts': (language) => sandboxStrings[language],
};

/** Files named *-strings.ts that hold no texts of their own (a hook over a listed module). */
export const NOT_A_STRINGS_TABLE = ['src/features/widgets/components/use-widget-strings.ts'];

/** Sample arguments for the texts that are functions (counts, names, templates). */
const SAMPLE_ARGS = [3, 'Ana', 'Lakeside'];

/** Every text of a strings object by its path ('.badges.virtual', '.waiting()'): functions are called. */
export function textLeaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') out.set(at, node);
    else if (typeof node === 'function') {
      const result: unknown = (node as (...args: unknown[]) => unknown)(...SAMPLE_ARGS);
      if (typeof result === 'string') out.set(`${at}()`, result);
    } else if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}[${index}]`));
    else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) walk(item, `${at}.${key}`);
    }
  };
  walk(value, path);
  return out;
}

/**
 * Texts that are the same word in both languages or are not language at all: brand names, "Total",
 * "Virtual" (Spanish too), "No", templates made only of merge tags, and an age range of the
 * sample arguments ("3–Ana": two numbers and a dash in either language).
 */
export const SAME_IN_BOTH_LANGUAGES = new Set([
  'Virtual',
  'Total',
  'No',
  'Facebook',
  'LinkedIn',
  'WhatsApp',
  'X',
  '{SiteName}, {SitePhone}',
  '3–Ana',
]);

/**
 * A language switch names the other language in that language ("Español" on an English page,
 * "English" on a Spanish one): a language's own name is never an untranslated text.
 */
const LANGUAGE_NAMES = new Set(['English', 'Español']);

/** A text with words in it (not a number, a symbol, a placeholder or a merge tag alone). */
export const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{[^}]*\}|\[[^\]]*\]/g, ''));

/**
 * The English built-in texts that have a different Spanish text: none of them may appear on a
 * Spanish page (the end-to-end suite looks for them as whole element texts).
 */
export function englishOnlyUiTexts(): Set<string> {
  const english = new Set<string>();
  for (const strings of Object.values(UI_STRING_MODULES)) {
    const en = textLeaves(strings('en'));
    const es = textLeaves(strings('es'));
    for (const [path, text] of en) {
      if (hasWords(text) && es.get(path) !== text && !LANGUAGE_NAMES.has(text.trim()))
        english.add(text.trim());
    }
  }
  return english;
}
