import { join } from 'node:path';
import { runTrialImport } from '../../../src/server/trials/ctgov/run-trial-import';
import type { TestApp } from '../support/test-app';
import { clock, messagesTo, registered } from '../registry/support';
import { BASE_URL, createAlertsApp, post } from './support';

/*
 * An import that opens a trial tells the saved searches it matches, right after it commits: a
 * member's search for type 2 diabetes near Boston hears of the recruiting Boston study of the
 * fixture, once, and importing the same file again tells nothing more.
 */

const FIXTURE = join(__dirname, '..', '..', 'fixtures', 'ctgov', 'array.json');

describe('saved-search alerts after an import', () => {
  // Real time: the import stamps first_opened_at with the database's clock.
  const c = clock(new Date().toISOString());
  let t: TestApp;
  beforeAll(async () => {
    t = await createAlertsApp(c);
  }, 60_000);
  afterAll(() => t.close());

  const importFixture = () => {
    let report = '';
    return runTrialImport(t.deps.db, FIXTURE, {
      stderr: { isTTY: false, write: (text: string) => (report += text) },
      alerts: { config: { publicBaseUrl: BASE_URL }, now: () => c.now },
    }).then((outcome) => ({ outcome, report }));
  };

  it('mails the member whose search the imported trial matches, once', async () => {
    const member = await registered(t);
    const saved = await post(t, '/api/contacts/SavedSearches/Save', {
      myProfileToken: member.sessionToken,
      q: 'Type 2 Diabetes',
      zip: '02114',
      language: 'en',
      alerts: true,
    });
    expect(saved.statusCode).toBe(200);

    // The import's trials open now; the alert run looks a minute later.
    c.advance(60_000);
    const first = await importFixture();
    expect(first.outcome.ok).toBe(true);
    expect(first.report).toContain('Saved-search alerts: 1 of 1 searches told.');
    const alerts = (await messagesTo(t, member.email)).filter((m) => m.subject?.startsWith('New trials'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Boston');

    const again = await importFixture();
    expect(again.outcome.ok).toBe(true);
    expect(again.report).not.toContain('Saved-search alerts');
    expect(
      (await messagesTo(t, member.email)).filter((m) => m.subject?.startsWith('New trials')),
    ).toHaveLength(1);
  }, 60_000);
});
