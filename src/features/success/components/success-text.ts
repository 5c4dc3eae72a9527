import { applyMergeTags, type MergeTagValues } from '../../../shared/domain/sites/merge-tags';

/** A content text, or its built-in fallback when empty, with the merge tags filled in. */
export type TextOf = (field: string | undefined, fallback: string) => string;

export function textResolver(tags: MergeTagValues): TextOf {
  return (field, fallback) => applyMergeTags(field && field.trim() ? field : fallback, tags);
}

/** Content paragraphs (non-empty ones) or the fallback list, merge tags filled in. */
export function paragraphsOf(
  field: readonly string[] | undefined,
  fallback: readonly string[],
  tags: MergeTagValues,
): string[] {
  const given = (field ?? []).filter((line) => line.trim().length > 0);
  return (given.length > 0 ? given : fallback).map((line) => applyMergeTags(line, tags));
}
