import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createContentPublisher,
  type ContentLog,
  type ContentPublisher,
} from '../../../src/server/content/content-publisher';
import { findPageByPath } from '../../../src/server/content/content-repository';
import { DEMO_PACK_DIR } from '../../support/demo-content';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Publishing a pack while the server runs (SIGHUP): all or nothing. A pack with problems is
 * refused with its report, the served version stays, and /healthz says so.
 */
let pack: string;
let t: TestApp;
let publisher: ContentPublisher;
const logged: Array<{ level: 'info' | 'error'; message: string }> = [];
const log: ContentLog = {
  info: (_details, message) => logged.push({ level: 'info', message }),
  error: (_details, message) => logged.push({ level: 'error', message }),
};
const HOME = 'pages/home.en.yaml';

function editPack(file: string, change: (text: string) => string): void {
  const path = join(pack, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

async function homeTitle(): Promise<string | undefined> {
  return (await findPageByPath(t.deps.db, '/', 'en'))?.title;
}

beforeAll(async () => {
  pack = mkdtempSync(join(tmpdir(), 'publish-pack-'));
  cpSync(DEMO_PACK_DIR, pack, { recursive: true });
  let status: ContentPublisher['status'] = () => null;
  t = await createTestApp({ deps: { contentStatus: () => status() } });
  publisher = createContentPublisher({ db: t.deps.db, dir: pack, trialCount: 5, log, now: () => new Date() });
  status = publisher.status;
});

afterAll(async () => {
  await t.close();
  rmSync(pack, { recursive: true, force: true });
});

describe('publishing a content pack on a running server', () => {
  it('publishes a valid pack once, and a second load of the same pack changes nothing', async () => {
    const first = await publisher.load();
    expect(first).toMatchObject({ ok: true, applied: true });
    const again = await publisher.load();
    expect(again).toEqual({ ok: true, applied: false, version: first.ok ? first.version : '' });
    expect(publisher.status()).toMatchObject({ pack: 'demo', lastLoad: { ok: true } });
  });

  it('refuses a pack with problems, keeps serving the previous version and says so in /healthz', async () => {
    const served = publisher.status()?.version;
    const title = await homeTitle();
    editPack(HOME, (text) => text.replace(/^title: .*$/m, 'title: A new home').replace('flags:', 'flagz:'));

    const outcome = await publisher.load();
    expect(outcome).toMatchObject({ ok: false, problems: 1 });
    expect(outcome.ok ? '' : outcome.report).toContain(`${HOME}:`);
    expect(logged.at(-1)).toEqual({
      level: 'error',
      message: expect.stringContaining('flags: is missing (an object is required)') as string,
    });
    // Nothing of the refused pack was written, not even its valid changes.
    expect(await homeTitle()).toBe(title);
    expect(publisher.status()).toMatchObject({ version: served, lastLoad: { ok: false, problems: 1 } });

    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      content: { version: served, lastLoad: { ok: false, problems: 1 } },
    });
  });

  it('publishes the corrected pack whole: the new version is served at once', async () => {
    const served = publisher.status()?.version;
    editPack(HOME, (text) => text.replace('flagz:', 'flags:'));
    const outcome = await publisher.load();
    expect(outcome).toMatchObject({ ok: true, applied: true });
    expect(await homeTitle()).toBe('A new home');
    expect(publisher.status()?.version).not.toBe(served);
    expect(publisher.status()?.lastLoad.ok).toBe(true);
  });

  it('loads once when asked twice at the same time', async () => {
    editPack(HOME, (text) => text.replace(/^title: .*$/m, 'title: Home again'));
    const [one, two] = await Promise.all([publisher.load(), publisher.load()]);
    expect(one).toBe(two);
    expect(await homeTitle()).toBe('Home again');
  });

  it("fills the search index with the pack's own trials and the generated ones its pack.yaml asks for", async () => {
    const trialRows = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('trial_index')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const byPack = (trialCount?: number) =>
      createContentPublisher({ db: t.deps.db, dir: pack, trialCount, log, now: () => new Date() });
    editPack('pack.yaml', (text) => text.replace(/^generatedTrials: .*$/m, 'generatedTrials: 7'));
    await byPack().load();
    // Three trials of the pack and seven generated ones, in two languages.
    expect(await trialRows()).toBe(20);
    // A real site's pack asks for none: the index holds its own trials only.
    editPack('pack.yaml', (text) => text.replace(/^generatedTrials: .*\n/m, ''));
    await byPack().load();
    expect(await trialRows()).toBe(6);
    // TRIAL_SEED_COUNT (the publisher's trialCount) overrides the pack.
    await byPack(2).load();
    expect(await trialRows()).toBe(10);
  });
});
