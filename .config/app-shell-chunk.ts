import type { Plugin } from 'vite';

/**
 * One chunk for the app's own start-up modules.
 *
 * Rolldown gives every module its own shared chunk as soon as a lazy chunk imports it too, even
 * when the page entry has loaded it already: the home page downloaded some 45 files of 0.1–4 KiB,
 * each compressed on its own. This plugin works out, after the module graph is built, which of
 * our modules the page entry imports statically (its start-up closure) and that the questionnaire
 * frame's entry does not; the `shell` group of vite.config.ts then puts exactly those in one chunk.
 * Modules both entries need stay in the small common chunks, so the frame never loads the app.
 */
export interface AppShellChunk {
  plugin: Plugin;
  /** The group's test: a module of the page entry's start-up closure only. */
  isShellModule(id: string): boolean;
}

export function appShellChunk(options: { appEntry: RegExp; frameEntry: RegExp; own: RegExp }): AppShellChunk {
  const shell = new Set<string>();
  return {
    isShellModule: (id) => shell.has(id),
    plugin: {
      name: 'app-shell-chunk',
      apply: 'build',
      buildEnd() {
        shell.clear();
        const closure = (entry: RegExp): Set<string> => {
          const seen = new Set<string>();
          const stack = [...this.getModuleIds()].filter((id) => entry.test(id));
          while (stack.length > 0) {
            const id = stack.pop() as string;
            if (seen.has(id)) continue;
            seen.add(id);
            stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          }
          return seen;
        };
        const frame = closure(options.frameEntry);
        for (const id of closure(options.appEntry)) {
          if (!options.appEntry.test(id) && options.own.test(id) && !frame.has(id)) shell.add(id);
        }
      },
    },
  };
}
