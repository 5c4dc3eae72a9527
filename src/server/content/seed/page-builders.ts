import type { HeroBannerFields, RichTextFields } from '../../../shared/content-model/component-fields';
import type { PreScreenerIntroFields } from '../../../shared/content-model/journey-page-widget-fields';
import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import { studyPageWidgets } from './pages-widgets-b-study';

/** The anchor of the pre-screener block; hero CTAs on study pages scroll to it. */
export const PRE_SCREENER_ANCHOR = '#pre-screener-wrapper';

export interface StudyHomeText {
  name: string;
  title: string;
  breadcrumbTitle: string;
  description: string;
  hero: Omit<HeroBannerFields, 'ctaLink'>;
  about: RichTextFields;
  intro: PreScreenerIntroFields;
}

/**
 * A study home page: hero (its CTA scrolls to the pre-screener), the study description, the
 * pre-screener introduction, a notification banner and the sticky bar (isStickyFooter). Ids are
 * shared by both languages, as item ids are in the CMS.
 */
export function studyHomePage(language: Language, studyKey: string, text: StudyHomeText): PageInput {
  const { banner, stickyBar } = studyPageWidgets(language, studyKey);
  return {
    id: `${studyKey}-home`,
    path: `/${studyKey}`,
    language,
    name: text.name,
    title: text.title,
    breadcrumbTitle: text.breadcrumbTitle,
    description: text.description,
    studyKey,
    flags: { isHome: true, isStickyFooter: true },
    components: [
      banner,
      { id: `${studyKey}-hero`, name: 'HeroBanner', fields: { ...text.hero, ctaLink: PRE_SCREENER_ANCHOR } },
      { id: `${studyKey}-about`, name: 'RichText', fields: text.about },
      { id: `${studyKey}-pre-screener`, name: 'PreScreenerIntro', fields: text.intro },
      stickyBar,
    ],
  };
}
