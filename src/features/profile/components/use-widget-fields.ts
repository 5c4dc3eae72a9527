import { useMemo } from 'react';
import type * as z from 'zod/mini';

const reported = new Set<string>();

/**
 * The page checks light widgets' fields before rendering (component-fields.ts); the profile
 * widgets check their own here, in their own chunk, so their models never weigh on the home page.
 * Invalid fields render nothing, reported once.
 */
export function useWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
): z.output<S> | null {
  return useMemo(() => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    if (!reported.has(name)) {
      reported.add(name);
      console.warn(`[content] Invalid fields for ${name}`, parsed.error.issues);
    }
    return null;
  }, [schema, raw, name]);
}
