import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../support/test-app';
import { addParticipant, createJourneyApp, requestResumeLink, testClock } from '../journey/support';

/*
 * Cross-cutting check of how secrets are stored. The per-area tests (journey/send-resume-link,
 * registry/sign-in, subscriptions/one-click-and-profile, success/success-routes) each mint their
 * token through the real call and read it back from the mail; this file checks the schema as a
 * whole, so a new token table that forgets to hash fails here even without its own test.
 */

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createJourneyApp(clock);
});

afterAll(async () => {
  await t.close();
});

interface Column {
  table_name: string;
  column_name: string;
}

async function tokenColumns(): Promise<Column[]> {
  const { rows } = await sql<Column>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.column_name ilike '%token%' order by 1, 2`.execute(t.deps.db);
  return rows;
}

/** Rows of any table whose text form contains the value: a token must be in none of them. */
async function rowsMentioningAnywhere(needle: string): Promise<string[]> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.deps.db);
  const hits: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table_name)} r where r::text like ${`%${needle}%`}`.execute(
      t.deps.db,
    );
    if (Number(rows[0]?.n) > 0) hits.push(table_name);
  }
  return hits;
}

describe('tokens are random and stored only as SHA-256 hashes', () => {
  it('names every token column of the schema token_hash (or a hash of another value)', async () => {
    const columns = await tokenColumns();
    expect(columns.length).toBeGreaterThanOrEqual(5); // resume, profile-link, session, unsubscribe, life-link…
    const unhashed = columns.filter((c) => !/_hash$/.test(c.column_name));
    expect(unhashed).toEqual([]);
  });

  it('keeps the mailed resume token out of every table, and only its hash in the token table', async () => {
    const p = await addParticipant(t.app, { journeyId: '02' });
    const first = await requestResumeLink(t, p);
    const second = await requestResumeLink(t, p);
    // 43 base64url characters = 256 random bits; two mints never repeat.
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.token).not.toBe(first.token);
    for (const { token } of [first, second]) {
      expect(await rowsMentioningAnywhere(token)).toEqual([]);
      const hash = createHash('sha256').update(token).digest('hex');
      expect(await rowsMentioningAnywhere(hash)).toContain('journey_resume_tokens');
    }
  });

  it('holds nothing but 64-hex SHA-256 values in every token column', async () => {
    const columns = await tokenColumns();
    let checked = 0;
    for (const { table_name, column_name } of columns) {
      const { rows } = await sql<{ v: string | null }>`
        select ${sql.ref(column_name)}::text as v from ${sql.table(table_name)}`.execute(t.deps.db);
      for (const { v } of rows) {
        if (v !== null) expect(`${table_name}.${column_name}=${v}`).toMatch(/=[0-9a-f]{64}$/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0); // the resume tokens above at least
  });
});
