/**
 * "dropdown shows at most 2 tags": the conditions input shows the first two choices as tags and the count of
 * the others as '+N'.
 */
export const MAX_VISIBLE_TAGS = 2;

export function visibleTags<T>(
  selected: readonly T[],
  limit = MAX_VISIBLE_TAGS,
): { shown: T[]; more: number } {
  return { shown: selected.slice(0, limit), more: Math.max(0, selected.length - limit) };
}
