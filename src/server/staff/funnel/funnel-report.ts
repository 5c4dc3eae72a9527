import type { Kysely } from 'kysely';
import {
  FUNNEL_STATUSES,
  FUNNEL_STUDY_STEPS,
  type FunnelAnswer,
  type FunnelQuery,
  type FunnelSiteRow,
  type FunnelStudyRow,
} from '../../../shared/contracts/staff-funnel';
import type { ReferralStatus } from '../../../shared/contracts/staff-scalars';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../staff-principal';
import { funnelRange } from './funnel-range';
import { funnelScope, funnelSelection } from './funnel-scope';
import { firstContactMedians, siteStepCounts, type MedianRow } from './funnel-site-steps';
import { studyStepCounts, type StudyStepCount } from './funnel-study-steps';

/*
 * The funnel answer: the SQL counts (grouped by week there) laid out as rows per study and week
 * and per site and week. Counts only: nothing here reads a name or a contact detail.
 */

function studyRows(counts: StudyStepCount[]): FunnelStudyRow[] {
  const rows = new Map<string, FunnelStudyRow>();
  for (const count of counts) {
    const id = `${count.studyKey}\u0000${count.week}`;
    let row = rows.get(id);
    if (!row) {
      const zeros = Object.fromEntries(FUNNEL_STUDY_STEPS.map((step) => [step, 0]));
      row = { studyKey: count.studyKey, siteCode: null, week: count.week, ...zeros } as FunnelStudyRow;
      rows.set(id, row);
    }
    if ((FUNNEL_STUDY_STEPS as readonly string[]).includes(count.step)) row[count.step] += count.n;
  }
  return [...rows.values()].sort(
    (a, b) => a.week.localeCompare(b.week) || a.studyKey.localeCompare(b.studyKey),
  );
}

function emptyStatuses(): Record<ReferralStatus, number> {
  return Object.fromEntries(FUNNEL_STATUSES.map((status) => [status, 0])) as Record<ReferralStatus, number>;
}

function siteRows(
  counts: Awaited<ReturnType<typeof siteStepCounts>>,
  medians: MedianRow[],
  protocolOf: Map<string, string>,
): FunnelSiteRow[] {
  const rows = new Map<string, FunnelSiteRow>();
  const rowOf = (siteCode: string, week: string) => {
    const id = `${siteCode}\u0000${week}`;
    let row = rows.get(id);
    if (!row) {
      row = {
        protocol: protocolOf.get(siteCode) ?? '',
        siteCode,
        week,
        siteChosen: 0,
        referred: 0,
        statuses: emptyStatuses(),
        medianHoursToFirstContact: null,
      };
      rows.set(id, row);
    }
    return row;
  };
  for (const count of counts) {
    const row = rowOf(count.siteCode, count.week);
    if (count.step === 'siteChosen') row.siteChosen += count.n;
    else {
      row.referred += count.n;
      // A status the workspace no longer knows still counts as referred, under no status.
      if (count.status && count.status in row.statuses)
        row.statuses[count.status as ReferralStatus] += count.n;
    }
  }
  for (const median of medians) {
    if (median.siteCode !== null && median.week !== null) {
      rowOf(median.siteCode, median.week).medianHoursToFirstContact = median.medianHours;
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.week.localeCompare(b.week) || a.siteCode.localeCompare(b.siteCode),
  );
}

export async function funnelReport(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  query: FunnelQuery,
  now: Date,
): Promise<FunnelAnswer> {
  const range = funnelRange(query, now);
  const scope = await funnelScope(db, principal);
  const selection = funnelSelection(scope, query);
  // One after the other: a request's queries may share one connection.
  const studyCounts = await studyStepCounts(db, selection.studyKeys, range);
  const siteCounts = await siteStepCounts(db, selection.siteCodes, range);
  const medians = await firstContactMedians(db, selection.siteCodes, range);
  const protocolOf = new Map(scope.sites.map((site) => [site.siteCode, site.protocolInfo.protocol]));
  const overall = medians.find((m) => m.siteCode === null && m.week === null);
  return {
    from: range.weeks[0]!,
    to: range.weeks[range.weeks.length - 1]!,
    weeks: range.weeks,
    studies: scope.studies.map(({ study, protocols }) => ({
      studyKey: study.key,
      studyName: study.studyName,
      protocols,
    })),
    sites: scope.sites.map((site) => ({
      siteCode: site.siteCode,
      siteName: site.siteName,
      protocol: site.protocolInfo.protocol,
    })),
    studyRows: studyRows(studyCounts),
    siteRows: siteRows(siteCounts, medians, protocolOf),
    weekMedians: medians
      .filter((m) => m.siteCode === null && m.week !== null)
      .map((m) => ({ week: m.week!, medianHours: m.medianHours, contacted: m.contacted }))
      .sort((a, b) => a.week.localeCompare(b.week)),
    overall: { medianHours: overall?.medianHours ?? null, contacted: overall?.contacted ?? 0 },
  };
}
