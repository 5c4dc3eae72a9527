import {
  personalTrialsRequested,
  savedTrialsRequested,
  trialSaveToggled,
} from '../../src/features/trials/trials-slice';
import { profileFixture } from '../unit/profile/profile-fixture';
import { trialResult } from '../unit/trials/trial-fixture';
import { advance, TOKEN, trialsHarness } from './trials-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const trial = trialResult({ trialorgstudyid: 'AST-204' });

describe('saving and unsaving a trial (through the outbox, optimistic)', () => {
  it('shows the new state at once and writes SaveTrial with the token and one Idempotency-Key', async () => {
    const h = await trialsHarness();
    h.store.dispatch(trialSaveToggled({ trial, isSaved: true }));
    expect(h.trials().saved.ids['AST-204']).toBe(true);
    expect(h.trials().saved.list.map((t) => t.trialorgstudyid)).toEqual(['AST-204']);
    await advance(10);
    expect(h.enqueued).toEqual([
      {
        name: 'contacts/SaveTrial',
        key: '00000000-0000-4000-8000-000000000001',
        body: { myProfileToken: TOKEN, trialId: 'AST-204', isSaved: true },
      },
    ]);
    expect(h.trials().saved.ids['AST-204']).toBe(true);
  });

  it('rolls back when the server refuses for good', async () => {
    const h = await trialsHarness({ write: { refuse: 400 } });
    h.store.dispatch(trialSaveToggled({ trial, isSaved: true }));
    await advance(10);
    expect(h.trials().saved.ids['AST-204']).toBe(false);
    expect(h.trials().saved.list).toEqual([]);
  });

  it('offline: keeps the new state while the outbox holds the write, rolls back on a later refusal', async () => {
    const h = await trialsHarness({ write: 'hold' });
    h.store.dispatch(trialSaveToggled({ trial, isSaved: true }));
    await advance(10_000);
    expect(h.trials().saved.ids['AST-204']).toBe(true);
    h.settle('00000000-0000-4000-8000-000000000001', { refuse: 404 });
    await advance(0);
    expect(h.trials().saved.ids['AST-204']).toBe(false);
  });

  it('a 401 (the session token is no longer valid) rolls back and signs the person out', async () => {
    const h = await trialsHarness({ write: { refuse: 401 } });
    h.store.dispatch(trialSaveToggled({ trial, isSaved: true }));
    await advance(10);
    expect(h.trials().saved.ids['AST-204']).toBe(false);
    expect(h.actions.map((a) => a.type)).toContain('session/signOutRequested');
  });

  it('without a session token nothing is written and the card goes back', async () => {
    const h = await trialsHarness({ token: null });
    h.store.dispatch(trialSaveToggled({ trial, isSaved: true }));
    await advance(10);
    expect(h.enqueued).toEqual([]);
    expect(h.trials().saved.ids['AST-204']).toBe(false);
  });

  it('unsaving removes the trial from the saved list', async () => {
    const h = await trialsHarness({
      reads: {
        'contacts/SavedTrials': () => ({ trials: [trial, trialResult({ trialorgstudyid: 'KOA-110' })] }),
      },
    });
    h.store.dispatch(savedTrialsRequested({ language: 'en' }));
    await advance(0);
    expect(h.calls[0]).toMatchObject({
      name: 'contacts/SavedTrials',
      body: { myProfileToken: TOKEN, language: 'en' },
    });
    expect(h.trials().saved.status).toBe('loaded');
    h.store.dispatch(trialSaveToggled({ trial, isSaved: false }));
    await advance(10);
    expect(h.trials().saved.list.map((t) => t.trialorgstudyid)).toEqual(['KOA-110']);
    expect(h.enqueued[0]?.body).toMatchObject({ trialId: 'AST-204', isSaved: false });
  });
});

describe('personalised featured trials', () => {
  it('searches the profile conditions near the profile zip, nearest first, each trial once', async () => {
    const profile = profileFixture();
    profile.basicDetails.zipCode = '60611';
    profile.conditions = [
      { sitecoreId: 'a', conditionId: 'knee-osteoarthritis' },
      { sitecoreId: 'b', conditionId: 'asthma' },
    ];
    // Each condition by its key: the search answers that condition's trials, not its loose words.
    const byQuery: Record<string, ReturnType<typeof trialResult>[]> = {
      'knee-osteoarthritis': [
        trialResult({ trialorgstudyid: 'K1', distance: 9 }),
        trialResult({ trialorgstudyid: 'S', distance: 2 }),
      ],
      asthma: [
        trialResult({ trialorgstudyid: 'S', distance: 2 }),
        trialResult({ trialorgstudyid: 'A1', distance: null }),
      ],
    };
    const h = await trialsHarness({
      reads: {
        'contacts/GetProfileDetails': () => ({ data: profile }),
        'trials/Search': ({ query }) => {
          const results = byQuery[(query as { q: string }).q] ?? [];
          return {
            results,
            totalCount: results.length,
            page: 1,
            pageSize: 10,
            pageCount: 1,
            origin: null,
            zipUnknown: false,
          };
        },
      },
    });
    h.store.dispatch(personalTrialsRequested({ language: 'en' }));
    await advance(0);
    expect(h.calls.filter((c) => c.name === 'trials/Search').map((c) => c.query)).toEqual([
      { q: 'knee-osteoarthritis', zip: '60611', language: 'en' },
      { q: 'asthma', zip: '60611', language: 'en' },
    ]);
    expect(h.trials().personal.trials.map((t) => t.trialorgstudyid)).toEqual(['S', 'K1', 'A1']);
  });
});
