import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import HeroBanner from '../features/widgets/components/hero-banner';
import type { WidgetProps } from '../features/widgets/components/widget-props';

/**
 * Component name (as content names it) → widget. Each widget is its own chunk so the home page
 * downloads only what it shows; the hero alone is in the app chunk: it leads almost every page
 * and is its largest paint, which must not wait for a chunk of its own.
 */
// `never` fields: any widget's props accept it; the page passes fields validated for that name.
type Widget = ComponentType<WidgetProps<never>> | LazyExoticComponent<ComponentType<WidgetProps<never>>>;

const registry: Record<string, Widget> = {
  HeroBanner: HeroBanner as ComponentType<WidgetProps<never>>,
  RichText: lazy(() => import('../features/widgets/components/rich-text')),
  StudyList: lazy(() => import('../features/widgets/components/study-list')),
  PreScreenerIntro: lazy(() => import('../features/widgets/components/pre-screener-intro')),
  NotFound: lazy(() => import('../features/widgets/components/not-found')),
  ParticipantTypeQuestion: lazy(() => import('../features/journey/components/participant-type-question')),
  ResumeLater: lazy(() => import('../features/journey/components/resume-later')),
  PreScreener: lazy(() => import('../features/screener/components/pre-screener')),
  OutcomeBanner: lazy(() => import('../features/outcome/components/outcome-banner')),
  ProgressBar: lazy(() => import('../features/widgets/components/progress-bar')),
  ContactForm: lazy(() => import('../features/contact-form/components/contact-form')),
  SiteSelection: lazy(() => import('../features/site-selection/components/site-selection')),
  StudyLocation: lazy(() => import('../features/study-location/components/study-location')),
  LifeLinkPage: lazy(() => import('../features/life-link/components/life-link-page')),
  SuccessPage: lazy(() => import('../features/success/components/success-page')),
  SupportLanding: lazy(() => import('../features/support/components/support-landing')),
  SupportRequest: lazy(() => import('../features/support/components/support-request')),
  CommonUnsubscribe: lazy(() => import('../features/subscriptions/components/common-unsubscribe')),
  SiteResubscribe: lazy(() => import('../features/subscriptions/components/site-resubscribe')),
  ResubscribeConfirmation: lazy(
    () => import('../features/subscriptions/components/resubscribe-confirmation'),
  ),
  MyProfile: lazy(() => import('../features/profile/components/my-profile')),
  RegistrationStart: lazy(() => import('../features/registration/components/registration-start')),
  RegistrationWizard: lazy(() => import('../features/registration/components/registration-wizard')),
  RegistrationThankYou: lazy(() => import('../features/registration/components/registration-thank-you')),
  CommunityPage: lazy(() => import('../features/profile/components/community-page')),
  FeaturedTrialsCarousel: lazy(() => import('../features/cards/components/featured-trials-carousel')),
  ArticlesCarousel: lazy(() => import('../features/cards/components/articles-carousel')),
  QuestionnaireResultsCarousel: lazy(
    () => import('../features/cards/components/questionnaire-results-carousel'),
  ),
  CardList: lazy(() => import('../features/cards/components/card-list')),
  SingleFeaturedTrial: lazy(() => import('../features/cards/components/single-featured-trial')),
  HeroSearchForm: lazy(() => import('../features/trials/components/hero-search-form')),
  TrialSearchResults: lazy(() => import('../features/trials/components/trial-search-results')),
  TrialDetails: lazy(() => import('../features/trials/components/trial-details')),
  SavedTrialsCarousel: lazy(() => import('../features/trials/components/saved-trials-carousel')),
  PersonalisedFeaturedTrials: lazy(
    () => import('../features/trials/components/personalised-featured-trials'),
  ),
  HowItWorks: lazy(() => import('../features/widgets/components/how-it-works')),
  InformationalSteps: lazy(() => import('../features/widgets/components/informational-steps')),
  SideBySide: lazy(() => import('../features/widgets/components/side-by-side')),
  TabList: lazy(() => import('../features/widgets/components/tab-list')),
  StudySwitcher: lazy(() => import('../features/widgets/components/study-switcher')),
  HeroStudySearch: lazy(() => import('../features/widgets/components/hero-study-search')),
  HcpSubBanner: lazy(() => import('../features/widgets/components/hcp-sub-banner')),
  HowToApply: lazy(() => import('../features/widgets/components/how-to-apply')),
  Breadcrumb: lazy(() => import('../features/widgets/components/breadcrumb')),
  NotificationBanner: lazy(() => import('../features/widgets/components/notification-banner')),
  ExitDisclaimer: lazy(() => import('../features/widgets/components/exit-disclaimer')),
  StickyBar: lazy(() => import('../features/widgets/components/sticky-bar')),
  ShareBar: lazy(() => import('../features/widgets/components/share-bar')),
  CookieDeclarationTable: lazy(() => import('../features/widgets/components/cookie-declaration-table')),
  ReadMore: lazy(() => import('../features/widgets/components/read-more')),
  TruncatedContent: lazy(() => import('../features/widgets/components/truncated-content')),
};

/** Names whose widget renders the page's own <h1> when it comes first. */
export const PAGE_HEADING_COMPONENTS: ReadonlySet<string> = new Set([
  'HeroBanner',
  'NotFound',
  'OutcomeBanner',
  'LifeLinkPage',
  'SuccessPage',
  'SupportLanding',
  'SupportRequest',
  'CommonUnsubscribe',
  'SiteResubscribe',
  'ResubscribeConfirmation',
  'MyProfile',
  'RegistrationWizard',
  'RegistrationThankYou',
  'CommunityPage',
  'HeroSearchForm',
  'TrialSearchResults',
  'TrialDetails',
  'HeroStudySearch',
]);

/**
 * Page chrome: a banner or trail above the page's content. It never counts as the page's first
 * component, so the hero after it keeps position 0 (the page's h1 and #hero-banner).
 */
export const PAGE_CHROME_COMPONENTS: ReadonlySet<string> = new Set(['NotificationBanner', 'Breadcrumb']);

/** Each component's position on the page, not counting page chrome (which gets -1). */
export function contentPositions(names: readonly string[]): number[] {
  let next = 0;
  return names.map((name) => (PAGE_CHROME_COMPONENTS.has(name) ? -1 : next++));
}

export function resolveComponent(name: string): Widget | null {
  return Object.prototype.hasOwnProperty.call(registry, name) ? (registry[name] ?? null) : null;
}
