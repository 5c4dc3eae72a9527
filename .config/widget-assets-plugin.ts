import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** What the server links for a widget it rendered ahead: its chunks and their stylesheets. */
export interface WidgetAssets {
  js: string[];
  css: string[];
}

export const WIDGET_ASSETS_FILE = 'widget-assets.json';

/** `Name: lazy(() => import('../features/…'))` entries of the component registry. */
export const LAZY_ENTRY = /(\w+):\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isDynamicEntry: boolean;
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes `widget-assets.json`: for each lazily loaded widget of src/content/registry.ts, the chunk
 * files it needs beyond the page entry's and the stylesheets they import. The server renders a
 * page's first screen into its HTML (src/server/first-paint) and links these, so the rendered
 * widgets are styled at first paint (no shift when their CSS would have arrived with their code)
 * and their code downloads in parallel instead of after the app's.
 */
export function widgetAssets(registryFile: RegExp): Plugin {
  return {
    name: 'widget-assets',
    apply: 'build',
    // After Vite has dropped the chunks that only carried CSS (their stylesheets stay listed).
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const registryId = [...this.getModuleIds()].find((id) => registryFile.test(id));
        if (!registryId) return;
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
        for (const [, name, specifier] of readFileSync(registryId, 'utf8').matchAll(LAZY_ENTRY)) {
          const resolved = await this.resolve(specifier as string, registryId);
          const holds = (c: ChunkLike) => resolved !== null && c.moduleIds.includes(resolved.id);
          // Its own lazy chunk, or the shared chunk it ended up in.
          const chunk = chunks.find((c) => c.isDynamicEntry && holds(c)) ?? chunks.find(holds);
          if (!name || !chunk) continue;
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
