/* eslint-disable @typescript-eslint/no-require-imports -- each test loads the modules afresh */
type Reducer = (
  state: Record<string, unknown> | undefined,
  action: { type: string },
) => Record<string, unknown>;

const load = <T>(path: string): T => require(path) as T;

describe('slices injected with their pages', () => {
  it('the first state has no site-selection, success or health-data slice', () => {
    jest.isolateModules(() => {
      const { lazySlices } = load<{ lazySlices: Reducer }>('../../../src/app/root-reducer');
      const first = lazySlices(undefined, { type: '@@init' });
      expect(first).toHaveProperty('journey');
      expect(first).not.toHaveProperty('siteSelection');
      expect(first).not.toHaveProperty('success');
      expect(first).not.toHaveProperty('healthData');
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
