import type { PreScreenerFields } from '../../../shared/content-model/journey-page-widget-fields';
import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import type { PatientType } from '../../../shared/domain/journey-roles';

export const PRE_SCREENER_TYPES: readonly PatientType[] = ['adult', 'caregiver', 'minor'];

export interface PreScreenerPageText {
  /** Page name and title, per patient type. */
  name: Record<PatientType, string>;
  title: Record<PatientType, string>;
  header: Record<PatientType, NonNullable<PreScreenerFields['headerBanner']>>;
  footer: NonNullable<PreScreenerFields['footerBanner']>;
  iframeTitle: string;
}

/** `{root}/adult|caregiver|minor`: the pre-screener page of a study for each patient type. */
export function preScreenerPages(
  language: Language,
  studyKey: string,
  text: PreScreenerPageText,
): PageInput[] {
  return PRE_SCREENER_TYPES.map((type) => ({
    id: `${studyKey}-pre-screener-${type}`,
    path: `/${studyKey}/${type}`,
    language,
    name: text.name[type],
    title: text.title[type],
    studyKey,
    flags: {},
    components: [
      {
        id: `${studyKey}-pre-screener-${type}-questionnaire`,
        name: 'PreScreener',
        fields: {
          headerBanner: text.header[type],
          footerBanner: text.footer,
          iframeTitle: text.iframeTitle,
        } satisfies PreScreenerFields,
      },
      // The built-in texts: a link that brings the person back to the questionnaire.
      { id: `${studyKey}-pre-screener-${type}-resume-later`, name: 'ResumeLater', fields: {} },
    ],
  }));
}

export interface LandingScreener {
  /** The home page whose pre-screener introduction becomes the questionnaire itself. */
  pageId: string;
  language: Language;
  fields: PreScreenerFields;
}

/**
 * A study with enableScreenerLandingPage shows the questionnaire on its home page, inside
 * #pre-screener-wrapper: its PreScreenerIntro is replaced by a PreScreener (which renders that
 * section on a home page). Applied to the assembled pages, whoever wrote the home page.
 */
export function withLandingScreeners(pages: PageInput[], landings: readonly LandingScreener[]): PageInput[] {
  return pages.map((page) => {
    const landing = landings.find((l) => l.pageId === page.id && l.language === page.language);
    if (!landing) return page;
    // With the questionnaire comes "Email me a link", as on the pre-screener pages.
    return {
      ...page,
      components: page.components.flatMap((component) =>
        component.name === 'PreScreenerIntro'
          ? [
              { id: component.id, name: 'PreScreener', fields: landing.fields },
              { id: `${page.id}-resume-later`, name: 'ResumeLater', fields: {} },
            ]
          : [component],
      ),
    };
  });
}

/**
 * The pre-screener's banners stay on a contact-info page of a journey-03 study. Such a study (the one with a
 * landing screener) gets the landing's PreScreener first on each of its contact-info pages; on those pages
 * the component shows only the banners.
 */
export function withJourney03ContactBanners(
  pages: PageInput[],
  landings: readonly LandingScreener[],
): PageInput[] {
  return pages.map((page) => {
    const landing = landings.find(
      (l) =>
        l.language === page.language && page.studyKey !== undefined && l.pageId === `${page.studyKey}-home`,
    );
    if (!landing || !page.path.split('/').includes('contact-info')) return page;
    return {
      ...page,
      components: [
        { id: `${page.id}-banners`, name: 'PreScreener', fields: landing.fields },
        ...page.components,
      ],
    };
  });
}
