import type { Trial } from '../../../../shared/content-model/trial';
import type { TrialPhase } from '../../../../shared/domain/trials/trial-filters';

/*
 * The registry's statuses and phases in the index's words. Recruiting, by invitation and
 * available (expanded access) studies are enrolling; not yet recruiting ones will; every other
 * status is closed (kept and readable, never searched). Withdrawn studies never enrolled anyone:
 * the import removes them.
 */

export type EnrollingStatus = Trial['trialenrollingstatus'];

const ENROLLING = new Set(['RECRUITING', 'ENROLLING_BY_INVITATION', 'AVAILABLE']);

export const WITHDRAWN = 'WITHDRAWN';

export function enrollingStatusOf(status: string | undefined): EnrollingStatus {
  const value = status?.trim().toUpperCase() ?? '';
  if (ENROLLING.has(value)) return 'Enrolling';
  if (value === 'NOT_YET_RECRUITING') return 'Not Yet Enrolling';
  return 'Closed';
}

const PHASES: Record<string, TrialPhase> = {
  EARLY_PHASE1: 'early-1',
  PHASE1: '1',
  PHASE2: '2',
  PHASE3: '3',
  PHASE4: '4',
  NA: 'na',
};

const LABELS: Record<TrialPhase, string> = {
  'early-1': 'Early Phase 1',
  '1': 'Phase 1',
  '2': 'Phase 2',
  '3': 'Phase 3',
  '4': 'Phase 4',
  na: 'N/A',
};

/** The design's phases, in the filter's order, each once; unknown values are dropped. */
export function phasesOf(phases: readonly string[]): TrialPhase[] {
  const known = new Set(phases.map((phase) => PHASES[phase.trim().toUpperCase()]).filter(Boolean));
  return (Object.values(PHASES) as TrialPhase[]).filter((phase) => known.has(phase));
}

/** The label shown: "Phase 2/3" for a combined design, "N/A" without a phase. */
export function phaseLabelOf(phases: readonly TrialPhase[]): string {
  const numbered = phases.filter((phase) => phase !== 'na' && phase !== 'early-1');
  if (numbered.length > 1) return `Phase ${numbered.join('/')}`;
  const first = phases[0];
  return first ? LABELS[first] : 'N/A';
}
