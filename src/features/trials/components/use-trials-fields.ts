import { useMemo } from 'react';
import type * as z from 'zod/mini';

const reported = new Set<string>();

/**
 * The trial widgets check their own fields inside their own chunk (so the home page never
 * downloads the other widgets' models). Content that does not fit falls back to the defaults
 * (every field has one), reported once.
 */
export function useTrialsFields<S extends z.ZodMiniType>(schema: S, raw: unknown, name: string): z.output<S> {
  return useMemo(() => {
    const parsed = schema.safeParse(raw ?? {});
    if (parsed.success) return parsed.data;
    if (!reported.has(name)) {
      reported.add(name);
      console.warn(`[content] Invalid fields for ${name}`, parsed.error.issues);
    }
    return schema.parse({});
  }, [schema, raw, name]);
}
