import type { ContentItemData, ContentKind } from './content-kinds';

/*
 * Content items as parsed by the content model, kept per version of the stored content.
 *
 * Content items change only when a pack is published (publish-content.ts), and the version the
 * publisher stores is the digest of the whole pack: two stores at the same version hold the
 * same items. So an item read and parsed once is the item of that version for every later
 * request, on this server and on any database at that version. A reader asks for the version
 * first and then for the item: an item kept under a version is never older than that version
 * (a publication committing between the two reads can only make it newer, and the next reader
 * sees the new version and reads the item again).
 *
 * Only one version's items are kept: seeing another version drops them all. Items are frozen:
 * every request shares them.
 */

function itemId(kind: ContentKind, key: string, language: string): string {
  return `${kind}\u0000${key}\u0000${language}`;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

export class ContentItemCache {
  #version: string | null = null;
  readonly #items = new Map<string, unknown>();

  /** The item kept for this version, if any. */
  get<K extends ContentKind>(
    version: string,
    kind: K,
    key: string,
    language: string,
  ): ContentItemData<K> | undefined {
    if (version !== this.#version) return undefined;
    return this.#items.get(itemId(kind, key, language)) as ContentItemData<K> | undefined;
  }

  /** Keeps an item read at this version (frozen); items of any other version are dropped. */
  keep<K extends ContentKind>(
    version: string,
    kind: K,
    key: string,
    language: string,
    item: ContentItemData<K>,
  ): ContentItemData<K> {
    if (version !== this.#version) {
      this.#items.clear();
      this.#version = version;
    }
    const frozen = deepFreeze(item);
    this.#items.set(itemId(kind, key, language), frozen);
    return frozen;
  }
}
