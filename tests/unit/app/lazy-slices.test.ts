/* eslint-disable @typescript-eslint/no-require-imports -- each test loads the modules afresh */
type Reducer = (
  state: Record<string, unknown> | undefined,
  action: { type: string },
) => Record<string, unknown>;

const load = <T>(path: string): T => require(path) as T;

/** The slices no first page needs: each is injected with the pages (or sagas) that use it. */
const LAZY_SLICES = [
  'siteSelection',
  'success',
  'healthData',
  'savedSearches',
  'outcome',
  'screener',
  'contactForm',
  'lifeLinkPage',
  'subscriptions',
  'supportRequest',
  'profile',
];

describe('slices injected with their pages', () => {
  it('the first state has none of the lazy slices', () => {
    jest.isolateModules(() => {
      const { lazySlices } = load<{ lazySlices: Reducer }>('../../../src/app/root-reducer');
      const first = lazySlices(undefined, { type: '@@init' });
      expect(first).toHaveProperty('journey');
      for (const name of LAZY_SLICES) expect(first).not.toHaveProperty(name);
    });
  });

  it("the app's start (the store and every saga's lazy start) injects none of them", () => {
    jest.isolateModules(() => {
      const { lazySlices } = load<{ lazySlices: Reducer }>('../../../src/app/root-reducer');
      load('../../../src/app/store');
      load('../../../sagas/index');
      const state = lazySlices(undefined, { type: '@@init' });
      expect(LAZY_SLICES.filter((name) => name in state)).toEqual([]);
    });
  });

  it('each start event lives apart from its slice, and the injected slice reduces it', () => {
    jest.isolateModules(() => {
      const { lazySlices } = load<{ lazySlices: Reducer }>('../../../src/app/root-reducer');
      type Creator = (payload?: unknown) => { type: string };
      const events = {
        support: load<Record<string, Creator>>('../../../src/features/support/support-events'),
        subscriptions: load<Record<string, Creator>>(
          '../../../src/features/subscriptions/subscriptions-events',
        ),
        lifeLink: load<Record<string, Creator>>('../../../src/features/life-link/life-link-events'),
        screener: load<Record<string, Creator>>('../../../src/features/screener/screener-events'),
        contactForm: load<Record<string, Creator>>('../../../src/features/contact-form/contact-form-events'),
        profile: load<Record<string, Creator>>('../../../src/features/profile/profile-events'),
      };
      const before = lazySlices(undefined, { type: '@@init' });
      expect(LAZY_SLICES.filter((name) => name in before)).toEqual([]);
      for (const slice of [
        'support/support-slice',
        'subscriptions/subscriptions-slice',
        'life-link/life-link-slice',
        'screener/screener-slice',
        'contact-form/contact-form-slice',
        'profile/profile-slice',
      ])
        load(`../../../src/features/${slice}`);
      let state = lazySlices(before, events.support.supportRequestSubmitted!({ body: {} }));
      expect(state.supportRequest).toMatchObject({ status: 'sending' });
      state = lazySlices(
        state,
        events.subscriptions.unsubscribeConfirmed!({ token: 't', scope: { kind: 'common' } }),
      );
      expect(state.subscriptions).toMatchObject({ unsubscribe: 'sending' });
      state = lazySlices(state, events.lifeLink.lifeLinkPageOpened!({ token: 't' }));
      expect(state.lifeLinkPage).toMatchObject({ status: 'loading' });
      const frame = { enrollmentId: 'e-1' };
      state = lazySlices(state, events.screener.frameOpened!(frame));
      expect(state.screener).toMatchObject({ frame, phase: 'answering' });
      const form = { key: 'adult-form', formType: 'adult', studyKey: 's', language: 'en' };
      state = lazySlices(state, events.contactForm.contactFormOpened!(form));
      expect(state.contactForm).toMatchObject({ form });
      state = lazySlices(state, events.profile.profileRequested!({ reason: 'myProfile' }));
      expect(state.profile).toMatchObject({ status: 'loading' });
    });
  });

  it('loading a slice module injects it: its state starts at its initial state, the rest is kept', () => {
    jest.isolateModules(() => {
      const { lazySlices } = load<{ lazySlices: Reducer }>('../../../src/app/root-reducer');
      const first = lazySlices(undefined, { type: '@@init' });
      const { initialSiteSelectionState, siteSelectionOpened } = load<{
        initialSiteSelectionState: unknown;
        siteSelectionOpened: (ref: unknown) => { type: string };
      }>('../../../src/features/site-selection/site-selection-slice');
      const next = lazySlices(first, { type: 'any/action' });
      expect(next.siteSelection).toEqual(initialSiteSelectionState);
      expect(next.journey).toBe(first.journey);
      // The start event lives apart from the slice, and the injected slice reduces it.
      const ref = { enrollmentId: 'e-1' };
      const opened = lazySlices(next, siteSelectionOpened(ref));
      expect((opened.siteSelection as { ref: unknown }).ref).toEqual(ref);
      load('../../../src/features/success/success-slice');
      load('../../../src/features/success/health-data-slice');
      const all = lazySlices(opened, { type: 'any/action' });
      expect(all).toHaveProperty('success');
      expect(all).toHaveProperty('healthData');
    });
  });
});
