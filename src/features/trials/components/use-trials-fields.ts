import type * as z from 'zod/mini';
import { useWidgetFields } from '../../../content/widget-fields';

/**
 * The trial widgets' fields: content that does not fit falls back to the defaults (every field
 * has one), so a search page never disappears over a content mistake.
 */
export function useTrialsFields<S extends z.ZodMiniType>(schema: S, raw: unknown, name: string): z.output<S> {
  return useWidgetFields(schema, raw, name) ?? schema.parse({});
}
