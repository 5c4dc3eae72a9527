/*
 * Study cards shown by the study switcher and the hero with study search. Both filter on the client over the
 * studies the content lists.
 */

/** The switcher's special option value that shows every study. */
export const VIEW_ALL = 'view-all';

export interface FilterableStudy {
  studyName: string;
  conditionName: string;
  conditionDescription?: string;
  /** Which switcher option the study belongs to. */
  group?: string;
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Studies whose condition (name or description) contains the typed text, case- and accent-
 * insensitively; an empty or whitespace-only text keeps every study.
 */
export function filterStudiesByCondition<S extends FilterableStudy>(
  studies: readonly S[],
  text: string,
): S[] {
  const query = normalise(text);
  if (query === '') return [...studies];
  return studies.filter((study) =>
    [study.conditionName, study.conditionDescription ?? ''].some((value) => normalise(value).includes(query)),
  );
}

/** The studies of one switcher option; VIEW_ALL shows them all. */
export function filterStudiesBySwitcher<S extends FilterableStudy>(
  studies: readonly S[],
  value: string,
): S[] {
  if (value === VIEW_ALL) return [...studies];
  return studies.filter((study) => study.group === value);
}
