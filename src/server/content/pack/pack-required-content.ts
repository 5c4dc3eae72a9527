import type { Language } from '../../../shared/content-model/language';
import { MESSAGE_KEYS } from '../../../shared/content-model/message';
import { NOT_FOUND_PATH, type Page } from '../../../shared/content-model/page';
import { allOutcomePaths } from '../../../shared/domain/outcome-paths';
import type { PackProblem } from './pack-problem';

/**
 * The pages the app itself sends people to, so every pack has them in every language: the home
 * page, the page for unknown addresses, and the outcome pages a journey ends on.
 */
const REQUIRED_PAGES: ReadonlyArray<{ path: string; why: string }> = [
  { path: '/', why: 'the home page' },
  { path: NOT_FOUND_PATH, why: 'shown for an address the site does not have' },
  ...allOutcomePaths().map(({ path }) => ({ path, why: 'an outcome page a journey ends on' })),
];

export function missingRequiredPages(
  pages: ReadonlyArray<Pick<Page, 'language' | 'path'>>,
  languages: readonly Language[],
): PackProblem[] {
  const have = new Set(pages.map((page) => `${page.language} ${page.path}`));
  return languages.flatMap((language) =>
    REQUIRED_PAGES.filter(({ path }) => !have.has(`${language} ${path}`)).map(({ path, why }) => ({
      file: 'pages',
      message: `has no ${language} page at ${path} (${why})`,
    })),
  );
}

/** Every message the site sends, in every language: the server has no text of its own to fall back on. */
export function missingMessages(
  messages: ReadonlyArray<{ key?: string; language: Language }>,
  languages: readonly Language[],
): PackProblem[] {
  const have = new Set(messages.map((message) => `${message.language} ${message.key ?? ''}`));
  return languages.flatMap((language) =>
    MESSAGE_KEYS.filter((key) => !have.has(`${language} ${key}`)).map((key) => ({
      file: `messages/${key}.${language}.yaml`,
      message: `is missing: the ${language} text of the message "${key}"`,
    })),
  );
}
