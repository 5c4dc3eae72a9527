import { useMemo } from 'react';
import * as z from 'zod/mini';

const reported = new Set<string>();

/**
 * The card widgets are lazy chunks and check their own fields here (the app chunk never carries
 * their schemas). Content they cannot read renders nothing, reported once on the console.
 */
export function useCardFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
): z.output<S> | null {
  return useMemo(() => {
    const parsed = schema.safeParse(raw ?? {});
    if (parsed.success) return parsed.data;
    if (!reported.has(name)) {
      reported.add(name);
      console.warn(`[content] Invalid fields for ${name}`, z.prettifyError(parsed.error));
    }
    return null;
  }, [schema, raw, name]);
}
