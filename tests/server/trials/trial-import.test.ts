import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { demoContent, publishDemoContent } from '../../support/demo-content';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import { importStudies, type StudyText } from '../../../src/server/trials/ctgov/import-studies';
import { readStudyFiles } from '../../../src/server/trials/ctgov/study-files';
import { createTestApp, type TestApp } from '../support/test-app';

const FIXTURES = join(__dirname, '../../fixtures/ctgov');
const FILES = ['page-1.json', 'page-2.json', 'study-phase-2-3.json', 'array.json'];

async function* fixtureStudies(files: readonly string[] = FILES): AsyncGenerator<StudyText> {
  for (const file of files) yield* (await readStudyFiles(join(FIXTURES, file))).studies;
}

async function* studiesOf(values: readonly unknown[]): AsyncGenerator<StudyText> {
  for (const value of values) yield { text: JSON.stringify(value) };
}

type Json = Record<string, Record<string, Record<string, unknown>>>;

/** A fixture study with some of its modules' fields replaced. */
function studyLike(nctId: string, changes: Record<string, Record<string, unknown>> = {}): Json {
  const base = JSON.parse(readFileSync(join(FIXTURES, 'study-phase-2-3.json'), 'utf8')) as Json;
  const section = base.protocolSection as Record<string, Record<string, unknown>>;
  (section.identificationModule as Record<string, unknown>).nctId = nctId;
  for (const [module, fields] of Object.entries(changes)) section[module] = { ...section[module], ...fields };
  return base;
}

describe('importing ClinicalTrials.gov studies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await publishDemoContent(t.deps.db);
    await ensureTrialIndex(t.deps.db, demoContent(), { count: 30 });
  }, 60_000);
  afterAll(() => t.close());

  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(t.deps.db)).rows[0]?.n);
  const rowsOf = (id: string) =>
    Promise.all(
      (['trial_index', 'trial_documents', 'trial_locations', 'trial_condition_links'] as const).map((table) =>
        count(sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where trial_id = ${id}`),
      ),
    );
  const conditionCount = async (language: string, key: string) =>
    (
      await sql<{ trial_count: number; value: string }>`
        select trial_count, value from trial_conditions where language = ${language} and key = ${key}`.execute(
        t.deps.db,
      )
    ).rows[0] ?? null;
  const indexRow = async (id: string) =>
    (
      await sql<{ searchable: boolean; first_opened_at: Date | null; source: string; phases: string[] }>`
        select searchable, first_opened_at, source, phases from trial_index
        where trial_id = ${id} and language = 'en'`.execute(t.deps.db)
    ).rows[0];

  it('adds every readable study, refuses the malformed ones with their reason, and replaces the demo trials', async () => {
    const summary = await importStudies(t.deps.db, fixtureStudies());
    expect(summary).toMatchObject({
      read: 10,
      added: 5,
      updated: 0,
      unchanged: 2,
      removed: 0,
      generatedRemoved: 30,
    });
    expect(summary.refused).toEqual([
      { nctId: 'NCT05000006', reason: 'minimum age (70) above maximum age (20)' },
      { nctId: null, reason: 'no valid NCT id' },
      { nctId: null, reason: 'not a study (no protocolSection)' },
    ]);
    const sources = await sql<{ source: string; n: number }>`
      select source, count(*)::int as n from trial_index group by source order by source`.execute(t.deps.db);
    expect(sources.rows).toEqual([
      { source: 'content', n: 6 },
      { source: 'ctgov', n: 10 },
    ]);
    expect(await rowsOf('NCT05000004')).toEqual([0, 0, 0, 0]);
  });

  it('indexes sites with coordinates only, keeps the others on the page, and serves the details', async () => {
    expect(await rowsOf('NCT05000003')).toEqual([2, 2, 1, 1]);
    expect(await rowsOf('NCT05000005')).toEqual([2, 2, 2, 2]);
    expect(await rowsOf('NCT05000002')).toEqual([2, 2, 0, 1]);
    const res = await t.app.inject({ method: 'GET', url: '/api/trials/Details?id=NCT05000005&language=es' });
    expect(res.statusCode).toBe(200);
    const { trial } = res.json() as { trial: { locations: unknown[]; trialtitle: string; clickUri: string } };
    expect(trial.locations).toHaveLength(3);
    expect(trial.trialtitle).toBe('Estudio de la migraña crónica en adultos');
    expect(trial.clickUri).toBe('/es/find-trials/trial-details?id=NCT05000005');
    expect((await indexRow('NCT05000001'))?.phases).toEqual(['2', '3']);
  });

  it("keys conditions to the content's and counts searchable trials per condition and language", async () => {
    expect(await conditionCount('es', 'migraine')).toEqual({ value: 'Migraña', trial_count: 2 });
    expect(await conditionCount('en', 'migraine')).toEqual({ value: 'Migraine', trial_count: 2 });
    expect(await conditionCount('en', 'migrana-cronica')).toEqual({
      value: 'Migraña crónica',
      trial_count: 1,
    });
    expect(await conditionCount('en', 'cefalea')).toEqual({ value: 'Cefalea', trial_count: 1 });
    expect(await conditionCount('en', 'hypertension')).toBeNull();
  });

  it('opens searchable trials now and leaves closed ones unopened', async () => {
    expect((await indexRow('NCT05000001'))?.first_opened_at).toBeInstanceOf(Date);
    expect(await indexRow('NCT05000007')).toMatchObject({ searchable: false, first_opened_at: null });
  });

  it('reports everything unchanged the second time', async () => {
    const summary = await importStudies(t.deps.db, fixtureStudies());
    expect(summary).toMatchObject({
      read: 10,
      added: 0,
      updated: 0,
      unchanged: 7,
      removed: 0,
      generatedRemoved: 0,
    });
    expect(summary.refused).toHaveLength(3);
  });

  it('updates a changed study, keeping when it first opened, and removes a withdrawn one', async () => {
    const opened = (await indexRow('NCT05000001'))?.first_opened_at;
    const closed = studyLike('NCT05000001', { statusModule: { overallStatus: 'ACTIVE_NOT_RECRUITING' } });
    const withdrawn = studyLike('NCT05000002', { statusModule: { overallStatus: 'WITHDRAWN' } });
    const summary = await importStudies(t.deps.db, studiesOf([closed, withdrawn]));
    expect(summary).toMatchObject({ added: 0, updated: 1, removed: 1, unchanged: 0 });
    expect(await indexRow('NCT05000001')).toMatchObject({ searchable: false, first_opened_at: opened });
    expect(await conditionCount('en', 'type-2-diabetes')).toBeNull();
    expect(await rowsOf('NCT05000002')).toEqual([0, 0, 0, 0]);
    expect(await conditionCount('en', 'migraine')).toEqual({ value: 'Migraine', trial_count: 1 });
    const reopened = studyLike('NCT05000001');
    expect(await importStudies(t.deps.db, studiesOf([reopened]))).toMatchObject({ updated: 1 });
    expect((await indexRow('NCT05000001'))?.first_opened_at).toEqual(opened);
  });

  it('never lets the server start remove imported trials or seed demo ones next to them', async () => {
    const outcome = await ensureTrialIndex(t.deps.db, demoContent(), { count: 30 });
    expect(outcome.trialCount).toBe(3);
    expect(await rowsOf('NCT05000005')).toEqual([2, 2, 2, 2]);
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from trial_index where source = 'generated'`),
    ).toBe(0);
    expect(await conditionCount('en', 'migraine')).toEqual({ value: 'Migraine', trial_count: 1 });
  });

  it('imports a study with 3,000 sites', async () => {
    const locations = Array.from({ length: 3000 }, (_, i) => ({
      facility: `Site ${String(i)}`,
      status: 'RECRUITING',
      city: 'Springfield',
      country: i % 2 ? 'United States' : 'Brazil',
      geoPoint: { lat: -60 + (i % 120), lon: -170 + (i % 340) },
    }));
    const big = studyLike('NCT05000009', { contactsLocationsModule: { locations } });
    const summary = await importStudies(t.deps.db, studiesOf([big]));
    expect(summary).toMatchObject({ added: 1, refused: [] });
    expect(await rowsOf('NCT05000009')).toEqual([2, 2, 3000, 1]);
  });
});
