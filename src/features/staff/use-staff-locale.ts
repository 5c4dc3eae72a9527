import { useLocation } from 'react-router-dom';
import { splitLocale, type Locale } from '../../lib/locale';

/** The workspace's language: the address's locale prefix, as on the participant pages. */
export function useStaffLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}
