import { readFileSync } from 'node:fs';
import { HOME_PAGE_WIDGETS } from '../../../.config/home-page-widgets';
import { WIDGET_MODULES } from '../../../src/content/widget-modules';
import { demoContent } from '../../support/demo-content';

/** Component name → the module the registry imports lazily for it (path from the project's root). */
function lazyWidgetModules(): Map<string, string> {
  return new Map(Object.entries(WIDGET_MODULES));
}

describe('the home page widgets chunk', () => {
  it('lists exactly the lazily loaded widgets of the home page, in every language', () => {
    const lazy = lazyWidgetModules();
    const homePages = demoContent().pages.filter((page) => page.path === '/');
    expect(homePages.map((page) => page.language).sort()).toEqual(['en', 'es']);
    const shown = new Set(
      homePages.flatMap((page) => page.components.map((component) => lazy.get(component.name))),
    );
    shown.delete(undefined); // the hero and the rich text: in the app's first chunk, not lazy
    expect([...shown].sort()).toEqual([...HOME_PAGE_WIDGETS].sort());
  });

  it('names modules that exist', () => {
    for (const path of HOME_PAGE_WIDGETS) expect(() => readFileSync(path)).not.toThrow();
  });

  it('has every lazily loaded widget in modules that exist', () => {
    for (const path of Object.values(WIDGET_MODULES)) expect(() => readFileSync(path)).not.toThrow();
  });
});
