import * as z from 'zod/mini';
import { componentFieldSchemas } from './component-fields';
import {
  participantTypeQuestionFieldsSchema,
  preScreenerFieldsSchema,
  preScreenerIntroFieldsSchema,
  resumeLaterFieldsSchema,
} from './journey-page-widget-fields';
import { notFoundFieldsSchema } from './not-found-fields';
import { outcomeBannerFieldsSchema, progressBarFieldsSchema } from './outcome-widget-fields';
import { contactFormWidgetFieldsSchema } from './contact-form-widget-fields';
import { studyLocationFieldsSchema } from './study-location-fields';
import { lifeLinkPageFieldsSchema } from './life-link-page-fields';
import { successPageFieldsSchema } from './success-page-fields';
import { siteSelectionFieldsSchema } from './site-selection-fields';
import { supportLandingFieldsSchema, supportRequestFieldsSchema } from './support-fields';
import { resubscribeConfirmationFieldsSchema, unsubscribeFieldsSchema } from './subscription-fields';
import { communityPageFieldsSchema, myProfileFieldsSchema } from './profile-fields';
import {
  registrationStartFieldsSchema,
  registrationThankYouFieldsSchema,
  registrationWizardFieldsSchema,
} from './registration-fields';
import {
  hcpSubBannerFieldsSchema,
  heroStudySearchFieldsSchema,
  howItWorksFieldsSchema,
  howToApplyFieldsSchema,
  informationalStepsFieldsSchema,
  sideBySideFieldsSchema,
  studySwitcherFieldsSchema,
  tabListFieldsSchema,
} from './content-widget-fields';
import { pageWidgetFieldSchemas } from './page-widget-fields';
import {
  heroSearchFormFieldsSchema,
  personalisedFeaturedTrialsFieldsSchema,
  savedTrialsCarouselFieldsSchema,
  trialDetailsFieldsSchema,
  trialSearchResultsFieldsSchema,
} from './trials-fields';
import {
  articlesCarouselFieldsSchema,
  cardListFieldsSchema,
  featuredTrialsCarouselFieldsSchema,
  questionnaireResultsCarouselFieldsSchema,
  singleFeaturedTrialFieldsSchema,
} from './card-widget-fields';
import { savedSearchesFieldsSchema } from './saved-searches-fields';
import type { PageComponent } from './page';

/**
 * Every component name content may use, with its fields schema: the light ones the page checks
 * before rendering (component-fields.ts) and the heavy ones whose widgets check their own fields
 * inside their own chunk (so the home page never downloads them). The seed is validated here.
 */
export const allComponentFieldSchemas = {
  ...componentFieldSchemas,
  PreScreenerIntro: preScreenerIntroFieldsSchema,
  NotFound: notFoundFieldsSchema,
  ParticipantTypeQuestion: participantTypeQuestionFieldsSchema,
  ResumeLater: resumeLaterFieldsSchema,
  PreScreener: preScreenerFieldsSchema,
  OutcomeBanner: outcomeBannerFieldsSchema,
  ProgressBar: progressBarFieldsSchema,
  ContactForm: contactFormWidgetFieldsSchema,
  StudyLocation: studyLocationFieldsSchema,
  LifeLinkPage: lifeLinkPageFieldsSchema,
  SuccessPage: successPageFieldsSchema,
  SiteSelection: siteSelectionFieldsSchema,
  SupportLanding: supportLandingFieldsSchema,
  SupportRequest: supportRequestFieldsSchema,
  CommonUnsubscribe: unsubscribeFieldsSchema,
  SiteResubscribe: unsubscribeFieldsSchema,
  ResubscribeConfirmation: resubscribeConfirmationFieldsSchema,
  MyProfile: myProfileFieldsSchema,
  CommunityPage: communityPageFieldsSchema,
  RegistrationStart: registrationStartFieldsSchema,
  RegistrationWizard: registrationWizardFieldsSchema,
  RegistrationThankYou: registrationThankYouFieldsSchema,
  FeaturedTrialsCarousel: featuredTrialsCarouselFieldsSchema,
  ArticlesCarousel: articlesCarouselFieldsSchema,
  QuestionnaireResultsCarousel: questionnaireResultsCarouselFieldsSchema,
  CardList: cardListFieldsSchema,
  SingleFeaturedTrial: singleFeaturedTrialFieldsSchema,
  HeroSearchForm: heroSearchFormFieldsSchema,
  TrialSearchResults: trialSearchResultsFieldsSchema,
  TrialDetails: trialDetailsFieldsSchema,
  SavedTrialsCarousel: savedTrialsCarouselFieldsSchema,
  PersonalisedFeaturedTrials: personalisedFeaturedTrialsFieldsSchema,
  SavedSearches: savedSearchesFieldsSchema,
  HowItWorks: howItWorksFieldsSchema,
  InformationalSteps: informationalStepsFieldsSchema,
  SideBySide: sideBySideFieldsSchema,
  TabList: tabListFieldsSchema,
  StudySwitcher: studySwitcherFieldsSchema,
  HeroStudySearch: heroStudySearchFieldsSchema,
  HcpSubBanner: hcpSubBannerFieldsSchema,
  HowToApply: howToApplyFieldsSchema,
  ...pageWidgetFieldSchemas,
} as const;

export type AnyComponentName = keyof typeof allComponentFieldSchemas;

export function isAnyComponentName(name: string): name is AnyComponentName {
  return Object.prototype.hasOwnProperty.call(allComponentFieldSchemas, name);
}

/** Validates a component's fields against the schema of its name; unknown names fail. */
export function parseAnyComponentFields(
  component: Pick<PageComponent, 'name' | 'fields'>,
): { success: true; fields: Record<string, unknown> } | { success: false; error: string } {
  if (!isAnyComponentName(component.name)) {
    return { success: false, error: `Unknown component ${component.name}` };
  }
  const result = allComponentFieldSchemas[component.name].safeParse(component.fields);
  if (result.success) return { success: true, fields: result.data as Record<string, unknown> };
  return { success: false, error: z.prettifyError(result.error) };
}
