import {
  compareToBare,
  emptyReport,
  formatReport,
  reportProblems,
  type BenchOptions,
  type BenchReport,
} from '../../bench/bench-report';
import { table } from '../../bench/text-table';

const options: BenchOptions = {
  quick: true,
  lighthouseRuns: 1,
  lighthouseWarmRuns: 1,
  coldPhones: ['midTier', 'lowTier', 'default'],
  autocannonSeconds: 3,
  autocannonConnections: 10,
  writeRounds: 3,
  trialCount: 5000,
  trialQueryRounds: 3,
  trialConcurrency: [1, 10],
  trialSchema: null,
  drainEntries: 200,
  routes: ['/'],
  sections: ['bundles', 'lighthouse', 'api', 'trials', 'drain'],
};
const machine = {
  cpus: 2,
  node: 'v20',
  platform: 'linux',
  loadAverageStart: [1, 1, 1],
  loadAverageEnd: [2, 2, 2],
};
const load = {
  requestsPerSecond: 400,
  latencyP50Ms: 20,
  latencyP99Ms: 40,
  total: 4000,
  non2xx: 0,
  errors: 0,
};
const bare = {
  requestsPerSecond: 8000,
  latencyP50Ms: 1,
  latencyP99Ms: 4,
  total: 80000,
  non2xx: 0,
  errors: 0,
};

function filledReport(): BenchReport {
  const report = emptyReport(options, new Date('2025-01-01T00:00:00Z'), machine);
  report.bundles.push({
    path: '/',
    jsFiles: 51,
    jsGzipBytes: 187_085,
    jsGzipKiB: 182.7,
    jsBrotliKiB: 158.7,
    cssFiles: 3,
    cssGzipKiB: 5.3,
    cssBrotliKiB: 4.6,
  });
  report.lighthouse.push({
    path: '/',
    mode: 'warm',
    runs: 1,
    performance: 90,
    accessibility: 100,
    bestPractices: 100,
    lcpMs: 2500,
    fcpMs: 1200,
    tbtMs: 50,
    cls: 0,
  });
  report.api.bare.push({ database: 'pglite', ...bare });
  report.api.endpoints.push(compareToBare('pglite', 'POST /Participant/Add', load, bare));
  report.api.writes.push({
    database: 'pglite',
    endpoint: 'POST /Participant/Add',
    rounds: 3,
    write: load,
    raw: { ...load, requestsPerSecond: 700 },
    ratios: [0.55, 0.6, 0.58],
    ratioToRaw: 0.58,
  });
  report.trialSearch.push({
    database: 'pglite',
    trialCount: 5000,
    startMs: 4000,
    indexBuildMs: 3000,
    rounds: 3,
    queries: [{ query: '{"q":"x"}', clients: 1, p50Ms: 12.5, p95Ms: 14, matches: 3 }],
    worstP95Ms: { '1': 14 },
  });
  report.drain.push({
    database: 'pglite',
    callName: 'Patient/Add',
    entries: 200,
    delivered: 200,
    failed: 0,
    retried: 0,
    milliseconds: 4000,
    perSecond: 50,
  });
  return report;
}

describe('bench report', () => {
  it('an empty report has the right shape and survives JSON', () => {
    const report = emptyReport(options, new Date(), machine);
    expect(reportProblems(JSON.parse(JSON.stringify(report)))).toEqual([]);
    expect(report).toMatchObject({
      version: 1,
      bundles: [],
      lighthouse: [],
      api: { bare: [], endpoints: [] },
    });
  });

  it('a filled report has the right shape', () => {
    expect(reportProblems(JSON.parse(JSON.stringify(filledReport())))).toEqual([]);
  });

  it('finds what is wrong', () => {
    expect(reportProblems(null)).toEqual(['not an object']);
    const report = filledReport() as unknown as Record<string, unknown>;
    report.version = 2;
    report.bundles = 'x';
    (report.api as BenchReport['api']).bare = [];
    expect(reportProblems(report)).toEqual([
      'version is not 1',
      'bundles is not an array',
      'POST /Participant/Add on pglite has no bare baseline',
    ]);
  });

  it('compares an endpoint to the bare route of the same run', () => {
    expect(compareToBare('postgres', 'GET /x', load, bare)).toMatchObject({
      database: 'postgres',
      endpoint: 'GET /x',
      requestsPerSecond: 400,
      ratioToBare: 0.05,
      p50VsBare: 20,
      p99VsBare: 10,
    });
  });

  it('formats every section as a table', () => {
    const text = formatReport(filledReport());
    expect(text).toContain('npm run bench (quick)');
    expect(text).toMatch(/\/\s+187085\s+182\.7\s+158\.7\s+51/);
    expect(text).toMatch(/\/\s+warm\s+midTier\s+90\s+100\s+100/);
    expect(text).toMatch(/pglite\s+POST \/Participant\/Add\s+400\s+20\s+40\s+0\.05/);
    expect(text).toContain('Writes against a raw insert of the same row');
    expect(text).toMatch(/pglite\s+raw insert of the row\s+700\s+20\s+40\s+1\n/);
    expect(text).toMatch(/pglite\s+POST \/Participant\/Add\s+400\s+20\s+40\s+0\.58\s+0\.55 0\.6 0\.58/);
    expect(text).toContain('Trial search, 5000 trials, pglite');
    expect(text).toMatch(/pglite\s+Patient\/Add\s+200\s+200\s+0\s+0\s+4000\s+50/);
  });

  it('table pads columns and right-aligns numbers', () => {
    expect(
      table(
        ['a', 'n'],
        [
          ['xyz', 5],
          ['q', 123],
          ['r', null],
        ],
      ),
    ).toBe(['a    n', '---  ---', 'xyz    5', 'q    123', 'r    –'].join('\n'));
  });
});
