import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import widgetLoaders from './widget-loaders';
import HeroBanner from '../features/widgets/components/hero-banner';
import RichText from '../features/widgets/components/rich-text';
import type { WidgetProps } from '../features/widgets/components/widget-props';

/**
 * Component name (as content names it) → widget. Each widget is its own chunk so the home page
 * downloads only what it shows (their table: src/content/widget-modules.ts); the hero and the rich
 * text are in the app chunk: the hero leads almost every page and is its largest paint, which must
 * not wait for a chunk of its own, and the rich text (a few hundred bytes) is on most pages, where
 * as a chunk of the home page's widgets it brought all of them.
 */
// `never` fields: any widget's props accept it; the page passes fields validated for that name.
type Widget = ComponentType<WidgetProps<never>> | LazyExoticComponent<ComponentType<WidgetProps<never>>>;

const registry: Record<string, Widget> = {
  HeroBanner: HeroBanner as ComponentType<WidgetProps<never>>,
  RichText: RichText as ComponentType<WidgetProps<never>>,
};
for (const [name, load] of Object.entries(widgetLoaders)) registry[name] = lazy(load);

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
