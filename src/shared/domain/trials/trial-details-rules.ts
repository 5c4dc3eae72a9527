/*
 * The trial details page's pure rules: which study-details sidebar facts show, and the closing text with the
 * trial id merged in.
 */

export type SidebarFactKey =
  | 'trialConditions'
  | 'minimumAge'
  | 'maximumAge'
  | 'phase'
  | 'enrollment'
  | 'completionDate'
  | 'studyType'
  | 'investigationalProduct'
  | 'source'
  | 'nctId'
  | 'orgStudyId';

export interface SidebarFact {
  key: SidebarFactKey;
  value: string;
}

export interface SidebarTrial {
  trialconditions: string[];
  trialminage: number;
  trialmaxage: number;
  trialphase: string;
  trialenrollment?: number;
  trialcompletiondate?: string;
  studytype?: string;
  investigationalproduct?: string;
  sponsor?: string;
  nctid?: string;
  trialorgstudyid: string;
}

/** The 'year 1' default of the source system means "no date". */
export function isRealCompletionDate(date: string | undefined): date is string {
  if (!date) return false;
  const year = Number(/^(\d{1,4})-/.exec(date)?.[1] ?? 'NaN');
  return Number.isFinite(year) && year > 1;
}

/** The sidebar's facts in the spec's order, leaving out the empty ones. */
export function sidebarFacts(trial: SidebarTrial): SidebarFact[] {
  const candidates: Array<[SidebarFactKey, string | undefined]> = [
    ['trialConditions', trial.trialconditions.join(', ')],
    ['minimumAge', String(trial.trialminage)],
    ['maximumAge', String(trial.trialmaxage)],
    ['phase', trial.trialphase],
    ['enrollment', trial.trialenrollment === undefined ? undefined : String(trial.trialenrollment)],
    [
      'completionDate',
      isRealCompletionDate(trial.trialcompletiondate) ? trial.trialcompletiondate : undefined,
    ],
    ['studyType', trial.studytype],
    ['investigationalProduct', trial.investigationalproduct],
    ['source', trial.sponsor],
    ['nctId', trial.nctid],
    ['orgStudyId', trial.trialorgstudyid],
  ];
  return candidates
    .filter((entry): entry is [SidebarFactKey, string] => entry[1] !== undefined && entry[1].trim() !== '')
    .map(([key, value]) => ({ key, value }));
}

/** '{nctid}' and '[nctid]' (any case) become the trial's id; without an id they are removed. */
export function mergeNctId(text: string, nctid: string | undefined): string {
  return text
    .replace(/\{nctid\}|\[nctid\]/gi, nctid ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Who can take part shows only when the trial has criteria. */
export function hasCriteria(trial: { inclusionCriteria: string[]; exclusionCriteria: string[] }): boolean {
  return trial.inclusionCriteria.length > 0 || trial.exclusionCriteria.length > 0;
}
