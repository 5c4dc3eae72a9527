import { useLocation } from 'react-router-dom';
import { useApiQuery } from '../../../app/use-api-query';
import { splitLocale, type Locale } from '../../../lib/locale';
import { getLayout } from '../../../shared/contracts/content';
import { contentPathOf, layoutAnswerKey } from '../../../shared/contracts/initial-answers';

export interface LayoutPage {
  locale: Locale;
  /** The content item id of the page; null until its layout is at hand. */
  pageId: string | null;
  title: string | null;
}

/**
 * The page a widget sits on: the layout answer the content page already loaded (same query key,
 * so it comes from memory, never a second request).
 */
export function useLayoutPage(): LayoutPage {
  const { locale, path } = splitLocale(useLocation().pathname);
  const contentPath = contentPathOf(path);
  const layout = useApiQuery(
    getLayout,
    { query: { path: contentPath, language: locale } },
    layoutAnswerKey(locale, contentPath),
  );
  if (layout.status !== 'success') return { locale, pageId: null, title: null };
  return { locale, pageId: layout.data.page.id, title: layout.data.page.title };
}
