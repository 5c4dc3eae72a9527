import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface WidgetAssets {
  js: string[];
  css: string[];
}

/** Written by the build (.config/widget-assets-plugin.ts) beside index.html. */
const WIDGET_ASSETS_FILE = 'widget-assets.json';

const SAFE_ASSET = /^assets\/[\w.~-]+\.(js|css)$/;

/**
 * The files of the widgets a page's first screen shows: their stylesheets (linked, so the rendered
 * markup is styled from the first paint and nothing shifts when the code arrives) and their code
 * (started with the app's, instead of after it).
 */
export function createWidgetAssets(staticDir: string): (componentNames: readonly string[]) => WidgetAssets {
  const file = resolve(staticDir, WIDGET_ASSETS_FILE);
  const assets: Record<string, WidgetAssets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, WidgetAssets>)
    : {};
  return (componentNames) => {
    const css = new Set<string>();
    const js = new Set<string>();
    for (const name of componentNames) {
      const widget = Object.hasOwn(assets, name) ? assets[name] : undefined;
      widget?.css.filter((path) => SAFE_ASSET.test(path)).forEach((path) => css.add(`/${path}`));
      widget?.js.filter((path) => SAFE_ASSET.test(path)).forEach((path) => js.add(`/${path}`));
    }
    return { css: [...css], js: [...js] };
  };
}
