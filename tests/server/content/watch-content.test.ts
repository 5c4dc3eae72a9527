import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchContent, CONTENT_WATCH_QUIET_MS } from '../../../src/server/content/watch-content';

/** A folder watcher the test fires by hand. */
function fakeWatch() {
  const listeners: Array<() => void> = [];
  let closed = false;
  return {
    watch: (_dir: string, onEvent: () => void) => {
      listeners.push(onEvent);
      return {
        close: () => {
          closed = true;
        },
      };
    },
    change: () => listeners.forEach((listener) => listener()),
    closed: () => closed,
  };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('watching a content pack while authoring', () => {
  it('loads once the folder has been quiet after a burst of changes (one save is many events)', () => {
    const folder = fakeWatch();
    const onChange = jest.fn();
    watchContent('/pack', onChange, { watch: folder.watch });
    folder.change();
    jest.advanceTimersByTime(CONTENT_WATCH_QUIET_MS - 1);
    folder.change();
    folder.change();
    jest.advanceTimersByTime(CONTENT_WATCH_QUIET_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    folder.change();
    jest.advanceTimersByTime(CONTENT_WATCH_QUIET_MS);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('stops watching, and drops a pending load, when closed', () => {
    const folder = fakeWatch();
    const onChange = jest.fn();
    const watcher = watchContent('/pack', onChange, { watch: folder.watch });
    folder.change();
    watcher.close();
    jest.advanceTimersByTime(CONTENT_WATCH_QUIET_MS);
    expect(onChange).not.toHaveBeenCalled();
    expect(folder.closed()).toBe(true);
  });

  it('hears a change anywhere in the real folder, subfolders included', async () => {
    jest.useRealTimers();
    const dir = mkdtempSync(join(tmpdir(), 'watched-pack-'));
    const changed = new Promise<void>((resolve) => {
      const watcher = watchContent(dir, () => {
        watcher.close();
        resolve();
      });
      writeFileSync(join(dir, 'pack.yaml'), 'name: watched\n');
    });
    await changed;
    rmSync(dir, { recursive: true, force: true });
  });
});
