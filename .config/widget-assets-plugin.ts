import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the server links for a widget it rendered ahead: its chunks and their stylesheets. */
export interface WidgetAssets {
  js: string[];
  css: string[];
}

export const WIDGET_ASSETS_FILE = 'widget-assets.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isDynamicEntry: boolean;
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

export interface WidgetAssetsOptions {
  /** The project's root: the modules' paths are from it. */
  root: string;
  /** Component name → its widget's module (src/content/widget-modules.ts). */
  modules: Readonly<Record<string, string>>;
  /** The module the registry imports its widgets from (src/content/widget-loaders.ts). */
  loaders: string;
  /**
   * The widgets whose imports the app's chunk carries itself (the home page's, from the project's
   * root); the others' are in a chunk of their own, fetched with the first of them.
   */
  eager?: readonly string[];
}

/** The module that holds the imports of the widgets that are not eager (virtual: dev and build). */
const LATER_SPECIFIER = 'virtual:widget-loaders-later';
const LATER_ID = `\0${LATER_SPECIFIER}`;

/**
 * The registry's lazy widgets, and `widget-assets.json`.
 *
 * The loaders module (src/content/widget-loaders.ts, which imports each widget by its path when it
 * runs in Node) becomes the table of src/content/widget-modules.ts as the bundler needs it:
 * `export default { Name: () => import('/…/module.tsx') }`, one chunk per widget. Only the eager
 * widgets' imports (the home page's) are in that table itself, which the app's first chunk carries:
 * the others' (some fifty chunk names and their stylesheets, 1.4 KB gzip) are in a second table,
 * `widget-loaders-later`, a chunk the first of them fetches (`Name: later('Name')`), and which
 * `widget-assets.json` lists with each of them, so a page the server renders fetches it beside its
 * widgets' chunks rather than after the app's.
 *
 * `widget-assets.json`: for each of these widgets, the chunk files it needs beyond the page
 * entry's and the stylesheets they import, from the bundle itself (the module each name imports is
 * known from the table, the chunk that holds it and what that chunk imports from the bundle). The
 * server renders a page's first screen into its HTML (src/server/first-paint) and links these, so
 * the rendered widgets are styled at first paint (no shift when their CSS would have arrived with
 * their code) and their code downloads in parallel instead of after the app's.
 */
export function widgetAssets(options: WidgetAssetsOptions): Plugin {
  const loadersId = resolve(options.loaders);
  const moduleIds = new Map(
    Object.entries(options.modules).map(([name, path]) => [name, resolve(options.root, path)]),
  );
  const eager = new Set((options.eager ?? []).map((path) => resolve(options.root, path)));
  const isEager = (file: string) => eager.has(file);
  const importOf = ([name, file]: [string, string]) =>
    `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`;
  return {
    name: 'widget-assets',
    resolveId(source) {
      return source === LATER_SPECIFIER ? LATER_ID : null;
    },
    // Dev server and build alike.
    load(id) {
      if (id === LATER_ID) {
        const loaders = [...moduleIds].filter(([, file]) => !isEager(file)).map(importOf);
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      if (id !== loadersId) return null;
      const loaders = [...moduleIds].map(([name, file]) =>
        isEager(file) ? importOf([name, file]) : `  ${JSON.stringify(name)}: later(${JSON.stringify(name)}),`,
      );
      const later = `const later = (name) => () => import(${JSON.stringify(LATER_SPECIFIER)}).then((table) => table.default[name]());`;
      return `${later}\nexport default {\n${loaders.join('\n')}\n};\n`;
    },
    // After Vite has dropped the chunks that only carried CSS (their stylesheets stay listed).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const loaders = this.getModuleInfo(loadersId);
        if (!loaders) return;
        const imported = new Set([
          ...loaders.dynamicallyImportedIds,
          ...(this.getModuleInfo(LATER_ID)?.dynamicallyImportedIds ?? []),
        ]);
        const chunks = Object.values(bundle).filter(
          (item) => item.type === 'chunk',
        ) as unknown as ChunkLike[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticClosure = (start: ChunkLike[]): Set<string> => {
          const seen = new Set<string>();
          const stack = start.map((chunk) => chunk.fileName);
          while (stack.length > 0) {
            const file = stack.pop() as string;
            if (seen.has(file)) continue;
            seen.add(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
          }
          return seen;
        };
        // The page entry's own files are in index.html already.
        const entryFiles = staticClosure(
          chunks.filter((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => /main\.tsx$/.test(id))),
        );
        // The table of the imports that are not eager: fetched with each of those widgets.
        const laterChunk = chunks.find((c) => c.isDynamicEntry && c.moduleIds.includes(LATER_ID));
        const assets: Record<string, WidgetAssets> = {};
        for (const [name, id] of moduleIds) {
          if (!imported.has(id)) this.error(`widget-assets: ${name}'s module ${id} is not in the build`);
          const holds = (c: ChunkLike) => c.moduleIds.includes(id);
          // Its own lazy chunk, or the shared chunk it ended up in.
          const chunk = chunks.find((c) => c.isDynamicEntry && holds(c)) ?? chunks.find(holds);
          if (!chunk) continue;
          const start = !isEager(id) && laterChunk ? [laterChunk, chunk] : [chunk];
          const files = [...staticClosure(start)].filter((file) => !entryFiles.has(file) && byFile.has(file));
          const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          assets[name] = { js: files, css: [...new Set(css)] };
        }
        this.emitFile({ type: 'asset', fileName: WIDGET_ASSETS_FILE, source: JSON.stringify(assets) });
      },
    },
  };
}
