import { useMemo } from 'react';
import type * as z from 'zod/mini';

const reported = new Set<string>();

/**
 * Heavy widgets check their own fields inside their own chunk (their schemas are registered in
 * all-component-fields.ts for the seed, but the app chunk never carries them). Content a widget
 * cannot read is reported once per widget name, like the page does for light widgets, and gives
 * `fallback`: nothing (null) unless the widget has built-in texts to show instead.
 */
export function parseWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
): z.output<S> | null;
export function parseWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
  fallback: () => z.output<S>,
): z.output<S>;
export function parseWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
  fallback?: () => z.output<S>,
): z.output<S> | null {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  if (!reported.has(name)) {
    reported.add(name);
    console.warn(`[content] Invalid fields for ${name}`, parsed.error.issues);
  }
  return fallback ? fallback() : null;
}

/** parseWidgetFields, computed once per fields object. */
export function useWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
): z.output<S> | null;
export function useWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
  fallback: () => z.output<S>,
): z.output<S>;
export function useWidgetFields<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  name: string,
  fallback?: () => z.output<S>,
): z.output<S> | null {
  // The fallback is a constant of the widget: it does not make the fields parse again.
  return useMemo(
    () => (fallback ? parseWidgetFields(schema, raw, name, fallback) : parseWidgetFields(schema, raw, name)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, raw, name],
  );
}
