import type { Language } from '../content-model/language';

/**
 * The answers a page needs first (its layout and the site settings) travel inside the HTML the
 * server sends for a navigation, so the first paint waits for no API round trip and no HTTP
 * client. The element is inert JSON (`type="application/json"`): no script runs from it. The
 * server checks each answer against its call's contract before inlining it, as its route does.
 */
export const INITIAL_ANSWERS_ELEMENT_ID = 'initial-answers';

/**
 * One inlined answer, keyed like the client's query cache, tagged with the call's name and the
 * URL the client would have asked (the service worker files it in its content cache under it, so
 * the page still opens offline).
 */
export interface InlinedAnswer {
  call: string;
  url?: string;
  answer: unknown;
}

export type InlinedAnswers = Record<string, InlinedAnswer>;

/** The content path of a page: no trailing slash, "/" for the root. */
export function contentPathOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export const layoutAnswerKey = (language: Language, contentPath: string): string =>
  `layout:${language}:${contentPath}`;

export const contextDataAnswerKey = (language: Language): string => `context-data:${language}`;

const INLINED_PATTERN = new RegExp(
  `<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
);

/** The inlined answers of a page's HTML; none when absent or unreadable. */
export function extractInlinedAnswers(html: string): InlinedAnswers {
  const json = INLINED_PATTERN.exec(html)?.[1];
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as InlinedAnswers) : {};
  } catch {
    return {};
  }
}
