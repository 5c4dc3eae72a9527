import * as z from 'zod/mini';
import { parseAnyComponentFields } from '../../../shared/content-model/all-component-fields';
import { LANGUAGE_CODES, type Language } from '../../../shared/content-model/language';
import { pageSchema, type Page } from '../../../shared/content-model/page';
import {
  storedSiteSettingsSchema,
  type StoredSiteSettings,
} from '../../../shared/content-model/site-settings';
import { contentItemKey, contentKindSchemas, type ContentKind } from '../content-kinds';
import { communitiesSeed, conditionsSeed } from './conditions';
import { formsSeed } from './forms';
import { pagesEn } from './pages-en';
import { pagesEs } from './pages-es';
import { pagesOutcomeEn } from './pages-outcome-en';
import { pagesOutcomeEs } from './pages-outcome-es';
import { pagesLifeLinkEn, pagesLifeLinkEs } from './pages-life-link';
import { pagesSubscriptionsEn, pagesSubscriptionsEs } from './pages-subscriptions';
import { pagesSupportEn, pagesSupportEs } from './pages-support';
import { pagesWidgetsBEn, pagesWidgetsBEs } from './pages-widgets-b';
import { pagesWidgetsAEn, pagesWidgetsAEs } from './pages-widgets-a';
import { pagesCardsEn, pagesCardsEs } from './pages-cards';
import { pagesProfileEn, pagesProfileEs } from './pages-profile';
import { pagesTrialsEn, pagesTrialsEs } from './pages-trials';
import { pagesCommunitiesEn, pagesCommunitiesEs } from './pages-communities';
import { pagesRegistrationEn, pagesRegistrationEs } from './pages-registration';
import { pagesJourneyEn } from './pages-journey-en';
import { pagesJourneyEs } from './pages-journey-es';
import { pagesSiteSelectionEn, pagesSiteSelectionEs } from './pages-site-selection';
import { withJourney03ContactBanners, withLandingScreeners } from './pages-screener-builders';
import { landingScreenersEn, pagesScreenerEn } from './pages-screener-en';
import { landingScreenersEs, pagesScreenerEs } from './pages-screener-es';
import { screenersSeed } from './screeners';
import { siteSettingsSeed } from './site-settings';
import { sitesSeed } from './sites';
import { studiesSeed } from './studies';
import { trialsSeed } from './trials';

export interface SeedItem {
  kind: ContentKind;
  key: string;
  language: Language;
  data: unknown;
}

/** The whole demo site, validated: what ensureSeed writes. */
export interface ContentSeed {
  siteSettings: StoredSiteSettings[];
  pages: Page[];
  items: SeedItem[];
}

function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown, label: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Invalid seed ${label}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** A page with each component's fields validated (defaults applied) against its component schema. */
function parsePage(raw: unknown, index: number): Page {
  const page = parseOrThrow(pageSchema, raw, `page #${index}`);
  const components = page.components.map((component) => {
    const result = parseAnyComponentFields(component);
    if (!result.success) {
      throw new Error(
        `Invalid seed page ${page.path} (${page.language}) component ${component.id}: ${result.error}`,
      );
    }
    return { ...component, fields: result.fields };
  });
  return { ...page, components };
}

function items(kind: ContentKind, language: Language, values: readonly unknown[]): SeedItem[] {
  return values.map((value, index) => {
    const data = parseOrThrow(contentKindSchemas[kind], value, `${kind} #${index} (${language})`);
    // `data` was parsed with the schema of `kind`; TypeScript cannot correlate the two here.
    return { kind, language, key: contentItemKey(kind, data as never), data };
  });
}

function itemsOfLanguage(language: Language): SeedItem[] {
  return [
    ...items(
      'study',
      language,
      studiesSeed.filter((study) => study.language === language),
    ),
    ...items(
      'form',
      language,
      formsSeed.filter((form) => form.language === language),
    ),
    // Screener definitions carry both languages inside; the same definition serves each.
    ...items('screener', language, screenersSeed),
    ...items('site', language, sitesSeed(language)),
    ...items('trial', language, trialsSeed(language)),
    ...items('condition', language, conditionsSeed(language)),
    ...items('community', language, communitiesSeed(language)),
  ];
}

function assertUnique<T>(values: readonly T[], identity: (value: T) => string, what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    const id = identity(value);
    if (seen.has(id)) throw new Error(`Duplicate seed ${what}: ${id}`);
    seen.add(id);
  }
}

/** Collects and validates the demo site; throws naming the first invalid or duplicate entry. */
export function buildContentSeed(): ContentSeed {
  const siteSettings = siteSettingsSeed.map((raw, index) =>
    parseOrThrow(storedSiteSettingsSchema, raw, `site settings #${index}`),
  );
  const landings = [...landingScreenersEn, ...landingScreenersEs];
  const pages = withJourney03ContactBanners(
    withLandingScreeners(
      [
        ...pagesEn,
        ...pagesEs,
        ...pagesJourneyEn,
        ...pagesJourneyEs,
        ...pagesScreenerEn,
        ...pagesScreenerEs,
        ...pagesOutcomeEn,
        ...pagesOutcomeEs,
        ...pagesSiteSelectionEn,
        ...pagesSiteSelectionEs,
        ...pagesLifeLinkEn,
        ...pagesLifeLinkEs,
        ...pagesSubscriptionsEn,
        ...pagesSubscriptionsEs,
        ...pagesSupportEn,
        ...pagesSupportEs,
        ...pagesWidgetsBEn,
        ...pagesWidgetsBEs,
        ...pagesWidgetsAEn,
        ...pagesWidgetsAEs,
        ...pagesCardsEn,
        ...pagesCardsEs,
        ...pagesProfileEn,
        ...pagesProfileEs,
        ...pagesTrialsEn,
        ...pagesTrialsEs,
        ...pagesCommunitiesEn,
        ...pagesCommunitiesEs,
        ...pagesRegistrationEn,
        ...pagesRegistrationEs,
      ],
      landings,
    ),
    landings,
  ).map(parsePage);
  const contentItems = LANGUAGE_CODES.flatMap(itemsOfLanguage);
  assertUnique(siteSettings, (settings) => settings.language, 'site settings language');
  assertUnique(pages, (page) => `${page.id}/${page.language}`, 'page id');
  assertUnique(pages, (page) => `${page.path}/${page.language}`, 'page path');
  assertUnique(contentItems, (item) => `${item.kind}/${item.key}/${item.language}`, 'item');
  return { siteSettings, pages, items: contentItems };
}
