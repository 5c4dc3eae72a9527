import type { RichTextFields } from '../../../shared/content-model/component-fields';
import type { Language } from '../../../shared/content-model/language';
import type { ProgressBarFields } from '../../../shared/content-model/outcome-widget-fields';
import type { PageInput } from '../../../shared/content-model/page';
import type { SuccessPageFields } from '../../../shared/content-model/success-page-fields';
import {
  allOutcomePaths,
  OUTCOME_BANNER_FLAGS,
  type OutcomeKind,
  type OutcomePath,
} from '../../../shared/domain/outcome-paths';

/** What one outcome page says (one per outcome path the spec's routes name). */
export interface OutcomePageText {
  /** Browser-tab title. */
  title: string;
  heading: string;
  paragraphs: string[];
}

export interface OutcomeLanguageText {
  /** Every path of the table, e.g. '/dnq/adult', '/siteselectionsuccess'. */
  pages: Record<string, OutcomePageText>;
  /** A second block per outcome kind: what the visitor can do now. */
  next: Record<OutcomeKind, RichTextFields>;
  /** The banner's link back to the studies (the home page of the language). */
  link: { text: string; href: string };
  /** The success page shows where the journey stands (J1, J2, J3). */
  progress: ProgressBarFields;
  siteName: string;
  /** The success page's widget; its progress is `progress`. */
  success: Omit<Partial<SuccessPageFields>, 'progress'>;
}

function pageId(outcome: OutcomePath): string {
  return `outcome-${outcome.kind}${outcome.variant ? `-${outcome.variant}` : ''}`;
}

/** The banner flags of an outcome: exactly its own flag set. */
function bannerFlags(outcome: OutcomePath): Record<string, boolean> {
  return Object.fromEntries(OUTCOME_BANNER_FLAGS.map((flag) => [flag, flag === outcome.bannerFlag]));
}

/**
 * The success page is one SuccessPage widget: its green confirmation banner and heading replace
 * the outcome banner, and the server's hide flags decide its blocks. The page stays isOutcome, so
 * the outcome saga completes the journey and gates the page on the allow cookie as before.
 */
function successComponents(id: string, text: OutcomeLanguageText): PageInput['components'] {
  return [{ id: `${id}-success`, name: 'SuccessPage', fields: { ...text.success, progress: text.progress } }];
}

function outcomePage(language: Language, outcome: OutcomePath, text: OutcomeLanguageText): PageInput {
  const page = text.pages[outcome.path];
  if (!page) throw new Error(`No ${language} text for outcome page ${outcome.path}`);
  const id = pageId(outcome);
  const success = outcome.kind === 'siteselectionsuccess';
  const banner = {
    id: `${id}-banner`,
    name: 'OutcomeBanner',
    fields: {
      ...bannerFlags(outcome),
      heading: page.heading,
      paragraphs: page.paragraphs,
      // The success page's next step is the study team's call, not another study.
      ...(success ? {} : { linkText: text.link.text, linkHref: text.link.href }),
    },
  };
  const next = { id: `${id}-next`, name: 'RichText', fields: text.next[outcome.kind] };
  return {
    id,
    path: outcome.path,
    language,
    name: `Outcome ${outcome.kind}${outcome.variant ? ` (${outcome.variant})` : ''}`,
    title: `${page.title} | ${text.siteName}`,
    breadcrumbTitle: page.title,
    flags: { isOutcome: true },
    components: success ? successComponents(id, text) : [banner, next],
  };
}

/** Every outcome page of the spec's routes table in one language; a path without text is an error. */
export function outcomePages(language: Language, text: OutcomeLanguageText): PageInput[] {
  return allOutcomePaths().map((outcome) => outcomePage(language, outcome, text));
}
