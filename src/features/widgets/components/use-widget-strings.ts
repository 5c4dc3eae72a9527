import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../../lib/locale';
import { contentWidgetStrings, type ContentWidgetStrings } from '../content-widget-strings';

/** The built-in texts in the page's language ('/es/…' → Spanish). */
export function useWidgetStrings(): ContentWidgetStrings {
  return contentWidgetStrings(splitLocale(useLocation().pathname).locale);
}
