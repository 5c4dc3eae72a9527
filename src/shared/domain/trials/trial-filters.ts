/*
 * The trial search's filters: the values each filter takes, as the search-result page's hash and
 * the search call carry them. One vocabulary for the client, the contract and the server.
 */

/** Distance radii offered, in miles; none chosen is "any distance". */
export const TRIAL_RADII_MILES = [10, 25, 50, 100, 250] as const;
export type TrialRadius = (typeof TRIAL_RADII_MILES)[number];

/** Recruitment statuses a searcher can pick (closed trials are never searched). */
export const RECRUITMENT_STATUSES = ['recruiting', 'not-yet-recruiting'] as const;
export type RecruitmentStatus = (typeof RECRUITMENT_STATUSES)[number];

/** Phases as ClinicalTrials.gov names them (EARLY_PHASE1, PHASE1 … PHASE4, NA), in URL form. */
export const TRIAL_PHASES = ['early-1', '1', '2', '3', '4', 'na'] as const;
export type TrialPhase = (typeof TRIAL_PHASES)[number];

/** The searcher's sex: trials open to it (a trial for all sexes is open to both). */
export const SEARCHER_SEXES = ['female', 'male'] as const;
export type SearcherSex = (typeof SEARCHER_SEXES)[number];

/** Who a trial takes, by sex (ClinicalTrials.gov's ALL, FEMALE, MALE). */
export const TRIAL_SEXES = ['all', 'female', 'male'] as const;
export type TrialSex = (typeof TRIAL_SEXES)[number];

/** Ages are whole years; a trial without an upper limit has this maximum. */
export const MAX_TRIAL_AGE = 120;

/** Every filter of a search; an empty list or null is "not filtered". */
export interface TrialFilters {
  radius: TrialRadius | null;
  status: RecruitmentStatus[];
  phase: TrialPhase[];
  age: number | null;
  sex: SearcherSex | null;
  healthy: boolean;
  virtual: boolean;
}

export const NO_TRIAL_FILTERS: TrialFilters = {
  radius: null,
  status: [],
  phase: [],
  age: null,
  sex: null,
  healthy: false,
  virtual: false,
};

const listParam = <T extends string>(text: string | null | undefined, values: readonly T[]): T[] => {
  const items = (text ?? '')
    .split(',')
    .filter((item): item is T => (values as readonly string[]).includes(item));
  return [...new Set(items)];
};

/**
 * The filters a set of parameters names (a search call's query, a result page's hash); anything
 * unreadable is "not filtered". The inverse of trialFilterParams.
 */
export function parseTrialFilters(get: (name: string) => string | null | undefined): TrialFilters {
  const radius = Number(get('radius'));
  const ageText = get('age') ?? '';
  const age = Number(ageText);
  const sex = get('sex');
  return {
    radius: (TRIAL_RADII_MILES as readonly number[]).includes(radius) ? (radius as TrialRadius) : null,
    status: listParam(get('status'), RECRUITMENT_STATUSES),
    phase: listParam(get('phase'), TRIAL_PHASES),
    age: /^\d{1,3}$/.test(ageText) && age <= MAX_TRIAL_AGE ? age : null,
    sex: sex === 'female' || sex === 'male' ? sex : null,
    healthy: get('healthy') === 'true',
    virtual: get('virtual') === 'true',
  };
}

/** The parameters of the filters that are set, in a stable order (shareable, cacheable URLs). */
export function trialFilterParams(filters: TrialFilters): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (filters.radius !== null) params.push(['radius', String(filters.radius)]);
  const ordered = <T extends string>(chosen: readonly T[], all: readonly T[]) =>
    all.filter((value) => chosen.includes(value)).join(',');
  if (filters.status.length > 0) params.push(['status', ordered(filters.status, RECRUITMENT_STATUSES)]);
  if (filters.phase.length > 0) params.push(['phase', ordered(filters.phase, TRIAL_PHASES)]);
  if (filters.age !== null) params.push(['age', String(filters.age)]);
  if (filters.sex !== null) params.push(['sex', filters.sex]);
  if (filters.healthy) params.push(['healthy', 'true']);
  if (filters.virtual) params.push(['virtual', 'true']);
  return params;
}
