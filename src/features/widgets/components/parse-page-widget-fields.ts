import type * as z from 'zod/mini';

const reported = new Set<string>();

/**
 * Heavy widgets check their own fields inside their own chunk (registered in
 * all-component-fields.ts); invalid content renders nothing and is logged once per widget name.
 */
export function parsePageWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
): z.output<S> | null {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (!reported.has(name)) {
    reported.add(name);
    console.warn(`[content] Invalid fields for ${name}`, parsed.error.issues);
  }
  return null;
}
