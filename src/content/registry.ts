import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetProps } from '../features/widgets/components/widget-props';

/**
 * Component name (as content names it) → lazily loaded widget. Each widget is its own chunk so
 * the home page downloads only what it shows.
 */
// `never` fields: any widget's props accept it; the page passes fields validated for that name.
type Widget = LazyExoticComponent<ComponentType<WidgetProps<never>>>;

const registry: Record<string, Widget> = {
  HeroBanner: lazy(() => import('../features/widgets/components/hero-banner')),
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
]);

export function resolveComponent(name: string): Widget | null {
  return Object.prototype.hasOwnProperty.call(registry, name) ? (registry[name] ?? null) : null;
}
