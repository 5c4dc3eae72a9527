import {
  firstPaintHydrated,
  hasFirstPaint,
  releaseFirstPaint,
  whenFirstPaintHydrated,
} from '../../../src/app/first-paint-release';
import { isHydrationNoise } from '../../../src/app/hydration-errors';

function serverRenderedRoot(): HTMLElement {
  document.body.innerHTML = '<div id="root" data-first-paint inert><main><h1>Hello</h1></main></div>';
  return document.getElementById('root') as HTMLElement;
}

describe('the hand-over of a server-rendered first screen', () => {
  it('knows a root holding the server’s markup from an empty one', () => {
    expect(hasFirstPaint(serverRenderedRoot())).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(hasFirstPaint(document.getElementById('root') as HTMLElement)).toBe(false);
  });

  it('keeps the page inert until the app, told of the hydration, releases it', () => {
    const root = serverRenderedRoot();
    const steps: string[] = [];
    whenFirstPaintHydrated(() => steps.push('restore stored state'));
    firstPaintHydrated();
    expect(steps).toEqual(['restore stored state']);
    expect(root.hasAttribute('inert')).toBe(true);
    releaseFirstPaint();
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.hasAttribute('data-first-paint')).toBe(false);
  });

  it('runs the app’s step once, and releases at once when no app step is waiting', () => {
    const root = serverRenderedRoot();
    const steps: string[] = [];
    whenFirstPaintHydrated(() => steps.push('restore'));
    firstPaintHydrated();
    firstPaintHydrated();
    expect(steps).toEqual(['restore']);
    expect(root.hasAttribute('inert')).toBe(false);
  });
});

describe('isHydrationNoise', () => {
  it('passes over what React handles itself and reports real mismatches', () => {
    expect(
      isHydrationNoise(new Error('This Suspense boundary received an update before it finished hydrating.')),
    ).toBe(true);
    expect(
      isHydrationNoise(new Error('The server could not finish this Suspense boundary, likely due to…')),
    ).toBe(true);
    expect(
      isHydrationNoise(
        new Error("Hydration failed because the server rendered HTML didn't match the client."),
      ),
    ).toBe(false);
  });
});
