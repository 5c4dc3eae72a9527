import {
  FUNNEL_SITE_STEPS,
  FUNNEL_STATUSES,
  FUNNEL_STUDY_STEPS,
  type FunnelAnswer,
  type FunnelSiteStep,
  type FunnelStudyStep,
} from '../../../shared/contracts/staff-funnel';
import type { ReferralStatus } from '../../../shared/contracts/staff-scalars';

/*
 * The answer's rows added up by week, across the studies and sites selected: what the page's
 * chart and table show.
 */

export type FunnelStep = FunnelStudyStep | FunnelSiteStep | ReferralStatus;

export interface FunnelWeek {
  week: string;
  counts: Record<FunnelStep, number>;
  medianHours: number | null;
}

export interface FunnelTable {
  /** The steps shown: without the study steps when the answer is one site's. */
  steps: FunnelStep[];
  weeks: FunnelWeek[];
  totals: Record<FunnelStep, number>;
}

const ALL_STEPS: FunnelStep[] = [...FUNNEL_STUDY_STEPS, ...FUNNEL_SITE_STEPS, ...FUNNEL_STATUSES];

function zeros(): Record<FunnelStep, number> {
  return Object.fromEntries(ALL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;
}

export function funnelTable(answer: FunnelAnswer, withStudySteps: boolean): FunnelTable {
  const byWeek = new Map<string, FunnelWeek>(
    answer.weeks.map((week) => [week, { week, counts: zeros(), medianHours: null }]),
  );
  for (const row of answer.studyRows) {
    const line = byWeek.get(row.week);
    if (line) for (const step of FUNNEL_STUDY_STEPS) line.counts[step] += row[step];
  }
  for (const row of answer.siteRows) {
    const line = byWeek.get(row.week);
    if (!line) continue;
    for (const step of FUNNEL_SITE_STEPS) line.counts[step] += row[step];
    for (const status of FUNNEL_STATUSES) line.counts[status] += row.statuses[status];
  }
  for (const median of answer.weekMedians) {
    const line = byWeek.get(median.week);
    if (line) line.medianHours = median.medianHours;
  }
  const weeks = [...byWeek.values()];
  const totals = zeros();
  for (const line of weeks) for (const step of ALL_STEPS) totals[step] += line.counts[step];
  const steps = withStudySteps ? ALL_STEPS : ALL_STEPS.filter((s) => !isStudyStep(s));
  return { steps, weeks, totals };
}

export function isStudyStep(step: FunnelStep): step is FunnelStudyStep {
  return (FUNNEL_STUDY_STEPS as readonly string[]).includes(step);
}

/** The few steps the chart draws (the table has them all). */
export function chartSteps(withStudySteps: boolean): FunnelStep[] {
  return withStudySteps
    ? ['visits', 'qualified', 'contactGiven', 'referred', 'Enrolled']
    : ['siteChosen', 'referred', 'Contacted', 'Enrolled'];
}
