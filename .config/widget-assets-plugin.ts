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
}

/**
 * The registry's lazy widgets, and `widget-assets.json`.
 *
 * The loaders module (src/content/widget-loaders.ts, which imports each widget by its path when it
 * runs in Node) becomes the table of src/content/widget-modules.ts as the bundler needs it:
 * `export default { Name: () => import('/…/module.tsx') }`, one chunk per widget.
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
  return {
    name: 'widget-assets',
    // Dev server and build alike.
    load(id) {
      if (id !== loadersId) return null;
      const loaders = [...moduleIds].map(
        ([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`,
      );
      return `export default {\n${loaders.join('\n')}\n};\n`;
    },
    // After Vite has dropped the chunks that only carried CSS (their stylesheets stay listed).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const loaders = this.getModuleInfo(loadersId);
        if (!loaders) return;
        const imported = new Set(loaders.dynamicallyImportedIds);
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
        const assets: Record<string, WidgetAssets> = {};
        for (const [name, id] of moduleIds) {
          if (!imported.has(id)) this.error(`widget-assets: ${name}'s module ${id} is not in the build`);
          const holds = (c: ChunkLike) => c.moduleIds.includes(id);
          // Its own lazy chunk, or the shared chunk it ended up in.
          const chunk = chunks.find((c) => c.isDynamicEntry && holds(c)) ?? chunks.find(holds);
          if (!chunk) continue;
          const files = [...staticClosure([chunk])].filter(
            (file) => !entryFiles.has(file) && byFile.has(file),
          );
          const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          assets[name] = { js: files, css: [...new Set(css)] };
        }
        this.emitFile({ type: 'asset', fileName: WIDGET_ASSETS_FILE, source: JSON.stringify(assets) });
      },
    },
  };
}
