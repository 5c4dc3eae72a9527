import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { keptAnswer } from '../http/kept-answer';
import { currentCatalogueVersion } from './trial-search-counts';

/*
 * Search answers kept in this process for the catalogue's version they were computed on. The
 * same search is asked again and again (the next person looking for the same condition near the
 * same city, a shared link, a page reloaded, a kiosk's default list), and its answer cannot change
 * until the catalogue does: a write moves the catalogue's version on in its own transaction, and
 * every request reads the version first (one indexed row; on PGlite, whose only writer is this
 * process, only after a catalogue write), so an answer is never served for a catalogue other than
 * the one it was computed on, on this server or any other. A search several
 * people start at once is computed once: the kept answer is the computation's promise. A failed
 * computation is not kept. At most KEPT_ANSWERS answers are kept (a few kilobytes each), the least
 * recently asked go first. Answers hold no personal data: the trials and the ZIP's centre.
 */

/** The most answers kept per database (about 20 KB each: 10 MB at most). */
export const KEPT_ANSWERS = 500;

interface Kept {
  version: string;
  answer: Promise<unknown>;
}

const keptByDatabase = new WeakMap<object, Map<string, Kept>>();

function keptOf(db: object): Map<string, Kept> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/**
 * The answer kept for `key` on the catalogue's version now, else `compute`'s (kept for the next
 * ask). The answer is shared between callers: never change it. `onlyWriter`: this process is
 * the database's only writer (PGlite), which knows when the version can have moved.
 */
export async function keptSearchAnswer<T extends object>(
  db: Kysely<Database>,
  key: string,
  compute: () => Promise<T>,
  onlyWriter = false,
): Promise<T> {
  const version = await currentCatalogueVersion(db, onlyWriter);
  const kept = keptOf(db);
  const found = kept.get(key);
  // Deleted and set again: a Map iterates in insertion order, so the first key is the least recent.
  kept.delete(key);
  if (found && found.version === version) {
    kept.set(key, found);
    return found.answer as Promise<T>;
  }
  // Read before computing: an answer computed while a write commits is kept under the older
  // version, which no request reads once the write is seen.
  const entry: Kept = { version, answer: compute().then(keptAnswer) };
  kept.set(key, entry);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_ANSWERS) break;
    kept.delete(oldest);
  }
  entry.answer.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return entry.answer as Promise<T>;
}

/** Forgets every kept answer of the database (the bench's first-run measure). */
export function forgetSearchAnswers(db: object): void {
  keptByDatabase.delete(db);
}
