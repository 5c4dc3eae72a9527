import { useMemo } from 'react';
import type * as z from 'zod/mini';

const reported = new Set<string>();

/**
 * Heavy widgets check their own fields inside their own chunk (their schemas are registered in
 * all-component-fields.ts for the seed, but the app chunk never carries them). Content a widget
 * cannot read renders nothing, reported once per widget name like the page does for light widgets.
 */
export function parseWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
): z.output<S> | null {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  if (!reported.has(name)) {
    reported.add(name);
    console.warn(`[content] Invalid fields for ${name}`, parsed.error.issues);
  }
  return null;
}

/** parseWidgetFields, computed once per fields object. */
export function useWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
): z.output<S> | null {
  return useMemo(() => parseWidgetFields(schema, raw, name), [schema, raw, name]);
}
