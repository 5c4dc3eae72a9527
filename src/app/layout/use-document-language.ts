import { useEffect } from 'react';
import type { Locale } from '../../lib/locale';

/** Keeps <html lang> in step with the page's locale so screen readers pick the right voice. */
export function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
