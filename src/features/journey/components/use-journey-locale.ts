import { useLocation } from 'react-router-dom';
import { splitLocale, type Locale } from '../../../lib/locale';
import { journeyStrings, type JourneyStrings } from '../journey-strings';

export function useJourneyStrings(): { locale: Locale; t: JourneyStrings } {
  const { locale } = splitLocale(useLocation().pathname);
  return { locale, t: journeyStrings(locale) };
}
