import { useMemo } from 'react';
import * as z from 'zod/mini';

/**
 * A lazily loaded widget checks its own fields inside its chunk (the app chunk never carries its
 * schema). Content it cannot read renders nothing, reported once on the console like the page
 * does for the light widgets.
 */
export function useWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
): z.output<S> | null {
  return useMemo(() => {
    const parsed = schema.safeParse(raw ?? {});
    if (parsed.success) return parsed.data;
    console.warn(`[content] Invalid fields for ${name}`, z.prettifyError(parsed.error));
    return null;
  }, [schema, raw, name]);
}
