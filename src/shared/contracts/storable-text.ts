/*
 * Text the database can store. PostgreSQL refuses U+0000 in text and jsonb, and jsonb refuses an
 * unpaired UTF-16 surrogate; either would reach a query and fail it with a 500, which an outbox
 * retries forever. So every call's params, query and body refuse them up front with a 400 naming
 * the field: one rule that the server's call validation applies to every contract, walking every
 * string and object key of the value (free-form JSON fields included), so no field can forget it.
 * It runs on the server only: browsers never need it, so the pages do not download it.
 */

export const UNSTORABLE_TEXT_REASON =
  'Contains a character that cannot be stored (U+0000 or a lone surrogate)';

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must be found
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Deep enough for any request the body limit lets through; deeper values are refused elsewhere. */
const MAX_DEPTH = 64;

/** The path of every string (or object key) in `value` that cannot be stored. */
export function unstorableTextPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const visit = (node: unknown, path: PropertyKey[]): void => {
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(path);
      return;
    }
    if (typeof node !== 'object' || node === null || path.length > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      const at = [...path, key];
      if (!isStorableText(key)) found.push(at);
      else visit(item, at);
    }
  };
  visit(value, []);
  return found;
}
