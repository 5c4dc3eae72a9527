import { demoContent } from '../../support/demo-content';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import { trialIndexSet } from '../../../src/server/trials/trial-index-set';
import type { TestApp } from '../support/test-app';
import { clock, createRegistryApp, expectProblem, MINUTE, registered, send } from '../registry/support';
import { haversineMiles, zipPoint } from './support';

const COUNT = 60;
const set = trialIndexSet(demoContent(), { count: COUNT });
const generated = set.slice(3);

describe('saved trials: SaveTrial with any trial of the index, and POST /api/contacts/SavedTrials', () => {
  const c = clock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createRegistryApp(c);
    await ensureTrialIndex(t.deps.db, demoContent(), { count: COUNT });
  }, 60_000);
  afterAll(() => t.close());

  const save = (token: string, trialId: string, isSaved: boolean) =>
    send(t.app, 'POST', '/api/contacts/SaveTrial', { myProfileToken: token, trialId, isSaved });
  const saved = (token: string, language = 'en') =>
    send(t.app, 'POST', '/api/contacts/SavedTrials', { myProfileToken: token, language }, { key: null });
  const savedRows = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('saved_trials')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists the saved trials newest first, with the distance from the profile’s zip', async () => {
    const member = await registered(t);
    const located = generated.filter((x) => x.trials.en.locations.length > 0);
    const ids = [
      'MIG-301',
      located[0]?.trials.en.trialorgstudyid ?? '',
      located[1]?.trials.en.trialorgstudyid ?? '',
    ];
    for (const id of ids) {
      expect((await save(member.sessionToken, id, true)).json()).toEqual({ saved: true });
      c.advance(MINUTE);
    }
    const res = await saved(member.sessionToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const trials = res.json().trials as Array<{ trialorgstudyid: string; distance: number | null }>;
    expect(trials.map((trial) => trial.trialorgstudyid)).toEqual([...ids].reverse());
    const home = zipPoint('10001');
    for (const trial of trials) {
      const own = set.find((x) => x.trials.en.trialorgstudyid === trial.trialorgstudyid)?.trials.en;
      const nearest = Math.min(
        ...(own?.locations ?? []).map((l) =>
          haversineMiles(
            home.latitude,
            home.longitude,
            l.locationlatitude ?? NaN,
            l.locationlongitude ?? NaN,
          ),
        ),
      );
      expect(Math.abs((trial.distance ?? NaN) - nearest)).toBeLessThan(0.05);
      expect(trial).not.toHaveProperty('locations');
    }
    const spanish = (await saved(member.sessionToken, 'es')).json().trials;
    expect(spanish[2]).toMatchObject({ trialorgstudyid: 'MIG-301', featuredcondition: 'Migraña' });
    await save(member.sessionToken, ids[1] ?? '', false);
    expect(
      (await saved(member.sessionToken))
        .json()
        .trials.map((trial: { trialorgstudyid: string }) => trial.trialorgstudyid),
    ).toEqual([ids[2], 'MIG-301']);
  });

  it('gives a virtual-only trial no distance', async () => {
    const member = await registered(t);
    const virtual = generated.find((x) => x.trials.en.locations.length === 0);
    expect(virtual).toBeDefined();
    await save(member.sessionToken, virtual?.trials.en.trialorgstudyid ?? '', true);
    expect((await saved(member.sessionToken)).json().trials).toEqual([
      expect.objectContaining({ trialorgstudyid: virtual?.trials.en.trialorgstudyid, distance: null }),
    ]);
  });

  it('answers 404 for a trial the index does not have and 401 without a session; nothing stored', async () => {
    const member = await registered(t);
    const before = await savedRows();
    expectProblem(await save(member.sessionToken, 'NOPE-1', true), 404, 'body.trialId');
    expectProblem(
      await save('e'.repeat(43), generated[0]?.trials.en.trialorgstudyid ?? '', true),
      401,
      'body.myProfileToken',
    );
    expectProblem(await saved('e'.repeat(43)), 401, 'body.myProfileToken');
    expect(await savedRows()).toBe(before);
  });

  it('answers 400 for bad input and stores nothing', async () => {
    const member = await registered(t);
    const before = await savedRows();
    expectProblem(await saved(member.sessionToken, 'fr'), 400, 'body.language');
    expectProblem(
      await send(
        t.app,
        'POST',
        '/api/contacts/SavedTrials',
        { myProfileToken: member.sessionToken },
        { key: null },
      ),
      400,
      'body.language',
    );
    expectProblem(
      await send(t.app, 'POST', '/api/contacts/SaveTrial', {
        myProfileToken: member.sessionToken,
        trialId: ' ',
        isSaved: true,
      }),
      400,
      'body.trialId',
    );
    expect(await savedRows()).toBe(before);
  });
});
