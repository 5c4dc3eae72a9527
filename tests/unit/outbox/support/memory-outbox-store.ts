import type { OutboxEntry } from '../../../../src/shared/outbox/outbox-entry';
import { isPrunable, type OutboxStore } from '../../../../src/shared/outbox/outbox-store-contract';

/** The OutboxStore contract in memory (microtasks only, so it works under fake timers). */
export function createMemoryOutboxStore(
  initial: OutboxEntry[] = [],
): OutboxStore & { snapshot(): OutboxEntry[] } {
  const entries = new Map<string, OutboxEntry>(initial.map((e) => [e.id, structuredClone(e)]));
  const ordered = () => [...entries.values()].sort((a, b) => a.createdAt - b.createdAt);
  return {
    async add(entry) {
      if (entries.has(entry.id)) throw new DOMException('Key already exists', 'ConstraintError');
      const last = ordered().at(-1)?.createdAt ?? -Infinity;
      const stored = { ...structuredClone(entry), createdAt: Math.max(entry.createdAt, last + 1) };
      entries.set(entry.id, stored);
      return structuredClone(stored);
    },
    async get(id) {
      const entry = entries.get(id);
      return entry && structuredClone(entry);
    },
    async put(entry) {
      entries.set(entry.id, structuredClone(entry));
    },
    async update(id, change) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      const next = change(structuredClone(entry));
      entries.set(id, structuredClone(next));
      return next;
    },
    async list() {
      return ordered().map((e) => structuredClone(e));
    },
    async remove(id) {
      entries.delete(id);
    },
    async prune(rule) {
      const doomed = [...entries.values()].filter((e) => isPrunable(e, rule));
      for (const entry of doomed) entries.delete(entry.id);
      return doomed.length;
    },
    snapshot() {
      return ordered().map((e) => structuredClone(e));
    },
  };
}
