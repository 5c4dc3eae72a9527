const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of fields written in `written` that the schema's output `parsed` no longer has: a
 * schema drops what it does not know, so a misspelt field would otherwise vanish in silence.
 */
export function droppedFields(written: unknown, parsed: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(written) && Array.isArray(parsed)) {
    return written.flatMap((entry, index) => droppedFields(entry, parsed[index], [...path, index]));
  }
  if (!isRecord(written) || !isRecord(parsed)) return [];
  return Object.keys(written).flatMap((key) =>
    key in parsed ? droppedFields(written[key], parsed[key], [...path, key]) : [[...path, key]],
  );
}
