import {
  FUNNEL_STATUSES,
  FUNNEL_STUDY_STEPS,
  type FunnelAnswer,
} from '../../../shared/contracts/staff-funnel';
import { toCsv, type CsvCell } from '../csv';

/*
 * The funnel as a spreadsheet: one line per study and week ("all sites": the steps before a site
 * is chosen) and one per site and week, the steps a line cannot have left empty. Counts and the
 * study and site names of the content only.
 */

export const FUNNEL_CSV_HEADER = [
  'week',
  'study',
  'protocol',
  'site_code',
  'site_name',
  ...FUNNEL_STUDY_STEPS,
  'siteChosen',
  'referred',
  ...FUNNEL_STATUSES,
  'median_hours_to_first_contact',
];

export const ALL_SITES = 'all sites';

const blank = (n: number): CsvCell[] => Array.from({ length: n }, () => null);

export function funnelCsv(answer: FunnelAnswer): string {
  const studies = new Map(answer.studies.map((s) => [s.studyKey, s]));
  const sites = new Map(answer.sites.map((s) => [s.siteCode, s]));
  const studyNameOf = (protocol: string) =>
    answer.studies.find((s) => s.protocols.includes(protocol))?.studyName ?? '';
  const siteSteps = 2 + FUNNEL_STATUSES.length + 1;
  const lines: { week: string; order: number; cells: CsvCell[] }[] = [
    ...answer.studyRows.map((row) => {
      const study = studies.get(row.studyKey);
      return {
        week: row.week,
        order: 0,
        cells: [
          row.week,
          study?.studyName ?? row.studyKey,
          study?.protocols.join(' ') ?? '',
          null,
          ALL_SITES,
          ...FUNNEL_STUDY_STEPS.map((step) => row[step]),
          ...blank(siteSteps),
        ],
      };
    }),
    ...answer.siteRows.map((row) => ({
      week: row.week,
      order: 1,
      cells: [
        row.week,
        studyNameOf(row.protocol),
        row.protocol,
        row.siteCode,
        sites.get(row.siteCode)?.siteName ?? '',
        ...blank(FUNNEL_STUDY_STEPS.length),
        row.siteChosen,
        row.referred,
        ...FUNNEL_STATUSES.map((status) => row.statuses[status]),
        row.medianHoursToFirstContact,
      ],
    })),
  ];
  lines.sort((a, b) => a.week.localeCompare(b.week) || a.order - b.order);
  return toCsv(
    FUNNEL_CSV_HEADER,
    lines.map((line) => line.cells),
  );
}
