import { useLocation } from 'react-router-dom';
import { useApiQuery } from '../../../app/use-api-query';
import { splitLocale } from '../../../lib/locale';
import type { Language } from '../../../shared/content-model/language';
import { getLayout } from '../../../shared/contracts/content';
import { contentPathOf, layoutAnswerKey } from '../../../shared/contracts/initial-answers';

export interface SupportPage {
  language: Language;
  /** The unprefixed content path the server finds the form's configuration under. */
  pagePath: string;
  /** Known once the page's layout is at hand (the content page has already loaded it). */
  pageId: string | null;
  formId: string | null;
}

/**
 * Which page and which component this form is: the layout the content page rendered (the same
 * query key, so it comes from memory), the component at this widget's position.
 */
export function useSupportPage(position: number): SupportPage {
  const { locale, path } = splitLocale(useLocation().pathname);
  const pagePath = contentPathOf(path);
  const layout = useApiQuery(
    getLayout,
    { query: { path: pagePath, language: locale } },
    layoutAnswerKey(locale, pagePath),
  );
  if (layout.status !== 'success') return { language: locale, pagePath, pageId: null, formId: null };
  const { page } = layout.data;
  const atPosition = page.components[position];
  const component =
    atPosition?.name === 'SupportRequest'
      ? atPosition
      : page.components.find((candidate) => candidate.name === 'SupportRequest');
  return { language: locale, pagePath: page.path, pageId: page.id, formId: component?.id ?? null };
}
