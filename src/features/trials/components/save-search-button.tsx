import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Language } from '../../../shared/content-model/language';
import { MAX_SAVED_SEARCHES } from '../../../shared/contracts/saved-searches';
import { parseSearchHash } from '../../../shared/domain/trials/search-form-rules';
import { parseTrialFilters, trialFilterParams } from '../../../shared/domain/trials/trial-filters';
import {
  searchKey,
  searchSaveRequested,
  selectSavedSearches,
  type SaveStatus,
  type SearchToSave,
} from '../../saved-searches/saved-searches-slice';
import { selectIsSignedIn } from '../../session/session-slice';

/** The button's own texts (an app control, not content), in both languages. */
const STRINGS = {
  en: {
    save: 'Save this search',
    saving: 'Saving…',
    alertsLabel: 'Email me new matching trials',
    savedWithAlerts: 'Search saved. We will email you when new matching trials open near you.',
    saved: 'Search saved. You will find it on My Profile.',
    offline: 'You are offline, so this search cannot be saved now. Try again once you are connected.',
    full: `You already keep ${MAX_SAVED_SEARCHES} saved searches. Delete one on My Profile to save this one.`,
    failed: 'The search could not be saved. Please try again.',
  },
  es: {
    save: 'Guardar esta búsqueda',
    saving: 'Guardando…',
    alertsLabel: 'Enviarme por correo nuevos estudios que coincidan',
    savedWithAlerts:
      'Búsqueda guardada. Le escribiremos cuando se abran cerca de usted nuevos estudios que coincidan.',
    saved: 'Búsqueda guardada. La encontrará en Mi perfil.',
    offline:
      'No tiene conexión, así que no se puede guardar esta búsqueda ahora. Inténtelo de nuevo cuando tenga conexión.',
    full: `Ya tiene ${MAX_SAVED_SEARCHES} búsquedas guardadas. Elimine una en Mi perfil para guardar esta.`,
    failed: 'No se pudo guardar la búsqueda. Inténtelo de nuevo.',
  },
} satisfies Record<Language, Record<string, string>>;

type ButtonStrings = (typeof STRINGS)['en'];

/** The search the result page's hash names: its text, zip and filters (as the search call's parameters). */
export function searchOfHash(
  hash: string,
  language: Language,
  fallbackZip = '',
): Omit<SearchToSave, 'alerts'> {
  const { q, zip } = parseSearchHash(hash);
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const filters = Object.fromEntries(trialFilterParams(parseTrialFilters((name) => params.get(name))));
  return { q, zip: zip || fallbackZip, filters, language };
}

function message(status: SaveStatus, alerts: boolean, t: ButtonStrings): string {
  if (status === 'saving') return t.saving;
  if (status === 'saved') return alerts ? t.savedWithAlerts : t.saved;
  if (status === 'offline') return t.offline;
  if (status === 'full') return t.full;
  if (status === 'failed') return t.failed;
  return '';
}

interface Props {
  language: Language;
  /** The zip the page searches from when the hash has none (a member's profile zip). */
  zip?: string;
}

/**
 * "Save this search" on the results page, for signed-in members: saves the search of the page's
 * hash, with alerts by mail when the box is ticked. The outcome is said in a polite live region;
 * offline it says the search cannot be saved now, and nothing is kept to be sent later.
 */
export default function SaveSearchButton({ language, zip = '' }: Props) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { save } = useAppSelector(selectSavedSearches);
  const { hash } = useLocation();
  const [alerts, setAlerts] = useState(true);
  const id = useId();
  const t = STRINGS[language];
  const search = useMemo(() => searchOfHash(hash, language, zip), [hash, language, zip]);
  const key = searchKey(search);
  if (!signedIn) return null;
  const status: SaveStatus = save.key === key ? save.status : 'idle';
  return (
    <div className="save-search">
      <input
        id={`${id}-alerts`}
        type="checkbox"
        checked={alerts}
        onChange={(event) => setAlerts(event.target.checked)}
      />
      <label htmlFor={`${id}-alerts`}>{t.alertsLabel}</label>
      <button
        type="button"
        className="button save-search__button"
        aria-disabled={status === 'saving'}
        onClick={() => {
          if (status !== 'saving') dispatch(searchSaveRequested({ key, search: { ...search, alerts } }));
        }}
      >
        {t.save}
      </button>
      <p className="save-search__status" role="status" aria-live="polite">
        {message(status, save.alerts, t)}
      </p>
    </div>
  );
}
