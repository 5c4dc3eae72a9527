/**
 * window.matchMedia for a viewport `width` px wide (jsdom has none), with change listeners so a
 * test can resize; `reducedMotion` answers prefers-reduced-motion.
 */
export function mockViewport(width: number, { reducedMotion = false } = {}) {
  const lists: Array<{ query: string; listeners: Set<() => void>; matches: boolean }> = [];
  let current = width;
  const evaluate = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || current <= Number(max[1])) && (!min || current >= Number(min[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const entry = { query, listeners: new Set<() => void>(), matches: evaluate(query) };
      lists.push(entry);
      return {
        get matches() {
          return evaluate(query);
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
      };
    },
  });
  return {
    resize(next: number) {
      current = next;
      for (const entry of lists) for (const listener of entry.listeners) listener();
    },
  };
}
