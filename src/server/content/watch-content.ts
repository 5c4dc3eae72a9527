import { watch as watchFiles } from 'node:fs';

/** How long the pack must stay unchanged before it is loaded: an editor's save is several events. */
export const CONTENT_WATCH_QUIET_MS = 300;

type Watch = (dir: string, onEvent: () => void) => { close(): void };

const watchRecursively: Watch = (dir, onEvent) => watchFiles(dir, { recursive: true }, () => onEvent());

export interface ContentWatcher {
  close(): void;
}

/**
 * Calls `onChange` once the pack's folder has been quiet for `quietMs` after a change: for an
 * author previewing a pack (CONTENT_WATCH=true), every save publishes the pack, or reports why not.
 */
export function watchContent(
  dir: string,
  onChange: () => void,
  options: { quietMs?: number; watch?: Watch } = {},
): ContentWatcher {
  const quietMs = options.quietMs ?? CONTENT_WATCH_QUIET_MS;
  let timer: NodeJS.Timeout | undefined;
  const watcher = (options.watch ?? watchRecursively)(dir, () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, quietMs);
  });
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
