import type { Plugin } from 'vite';

/**
 * The app's own modules in a few chunks instead of dozens.
 *
 * Rolldown gives every module its own shared chunk as soon as a lazy chunk imports it too, even
 * when the page entry has loaded it already: the home page downloaded some 45 files of 0.1–4 KiB,
 * each compressed on its own. This plugin works out, after the module graph is built, three sets
 * of our modules, which the groups of vite.config.ts put in one chunk each:
 * - shell: the page entry's start-up closure (what it imports statically) that the questionnaire
 *   frame's entry does not import, so the frame never loads the app;
 * - common: what both entries import statically (both load all of it anyway);
 * - home: what the home page's own widgets import beyond those two and that no other lazy chunk
 *   imports. They are lazy chunks like every widget, but the home page shows all of them at once:
 *   one file compresses better than a dozen and needs no import lists between them. What other
 *   widgets import too (form errors, field rules, rich text) joins the shell instead: a page
 *   without the home's widgets once downloaded all of them for those few modules.
 */
export interface AppShellChunk {
  plugin: Plugin;
  /** The shell group's test. */
  isShellModule(id: string): boolean;
  /** The common group's test. */
  isCommonModule(id: string): boolean;
  /** The home group's test. */
  isHomeModule(id: string): boolean;
}

export interface AppShellChunkOptions {
  /** The page entry and the start-up module it imports (these keep their own chunks). */
  appEntry: RegExp;
  /** The questionnaire frame's entry. */
  frameEntry: RegExp;
  /** Our modules (not libraries, not virtual modules). */
  own: RegExp;
  /** The lazily imported widgets the home page shows: their paths from the project's root. */
  homeWidgets: readonly string[];
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module `roots` import statically, the roots included. */
function staticClosure(graph: ModuleGraph, isRoot: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...graph.getModuleIds()].filter(isRoot);
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function appShellChunk(options: AppShellChunkOptions): AppShellChunk {
  const shell = new Set<string>();
  const common = new Set<string>();
  const home = new Set<string>();
  const shellShared = new Set<string>();
  return {
    isShellModule: (id) => shell.has(id),
    isCommonModule: (id) => common.has(id),
    isHomeModule: (id) => home.has(id),
    plugin: {
      name: 'app-shell-chunk',
      apply: 'build',
      buildEnd() {
        for (const set of [shell, common, home, shellShared]) set.clear();
        const graph: ModuleGraph = {
          getModuleIds: () => this.getModuleIds(),
          getModuleInfo: (id) => this.getModuleInfo(id),
        };
        const frame = staticClosure(graph, (id) => options.frameEntry.test(id));
        for (const id of staticClosure(graph, (id) => options.appEntry.test(id))) {
          if (options.appEntry.test(id) || !options.own.test(id)) continue;
          (frame.has(id) ? common : shell).add(id);
        }
        const lazyEntries = new Set<string>();
        for (const id of graph.getModuleIds()) {
          for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazyEntries.add(lazy);
        }
        const isHomeWidget = (id: string) => {
          const path = id.replace(/\\/g, '/');
          return options.homeWidgets.some((widget) => path.endsWith(`/${widget}`));
        };
        const homeWidgets = (id: string) => lazyEntries.has(id) && isHomeWidget(id);
        const otherLazy = staticClosure(graph, (id) => lazyEntries.has(id) && !isHomeWidget(id));
        for (const id of staticClosure(graph, homeWidgets)) {
          if (!options.own.test(id) || shell.has(id) || frame.has(id)) continue;
          // What other pages' widgets import too goes with the start-up modules: the home page
          // loads it either way, and another page no longer downloads all of the home's widgets.
          if (otherLazy.has(id)) shellShared.add(id);
          else home.add(id);
        }
        for (const id of shellShared) shell.add(id);
      },
    },
  };
}
