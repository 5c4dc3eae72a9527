import { useEffect, useState } from 'react';

/**
 * Downloads a module (a lazy chunk) once `wanted` is true, and keeps it: for parts of the page that
 * are rarely shown (a prompt, a status panel), so a visit that never shows them never downloads
 * them. Unlike React.lazy, a failed download is not final: it is asked again whenever `retryKey`
 * changes (e.g. the connection coming back), since a first visit's chunks cannot be fetched
 * offline before the service worker holds them. Until the module is there, the part shows nothing.
 */
export function useModuleWhen<T>(wanted: boolean, load: () => Promise<T>, retryKey?: unknown): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded({ module });
      },
      (error: unknown) => console.warn('[lazy] a chunk did not load; it is asked again later', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load, retryKey]);
  return loaded?.module ?? null;
}
