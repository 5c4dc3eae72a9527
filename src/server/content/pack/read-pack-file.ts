import { LineCounter, parseDocument, isNode } from 'yaml';

/** A pack file's content, and the line where a field of it is written (1-based), when known. */
export interface ReadPackFile {
  value: unknown;
  lineOf(path: readonly PropertyKey[]): number | undefined;
  /** Syntax errors, each with its line: the file's content is unusable when there is one. */
  syntaxErrors: Array<{ line: number; message: string }>;
}

/**
 * Reads YAML or JSON (JSON is YAML too: one parser gives both formats their line numbers).
 * The line of a field is the nearest written ancestor's when the field itself is missing.
 */
export function readPackFile(text: string, options: { dropSchemaReference?: boolean } = {}): ReadPackFile {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lines.linePos(offset).line;
  let value: unknown = document.errors.length === 0 ? document.toJS({ maxAliasCount: 100 }) : undefined;
  // A JSON file names its JSON Schema in a `$schema` field (for editors): it is not content.
  if (options.dropSchemaReference && typeof value === 'object' && value !== null && '$schema' in value) {
    const { $schema: _schema, ...rest } = value as Record<string, unknown>;
    value = rest;
  }
  return {
    value,
    syntaxErrors: document.errors.map((error) => ({
      line: lineAt(error.pos[0]),
      message: error.message.split('\n')[0] ?? error.message,
    })),
    lineOf(path) {
      for (let depth = path.length; depth >= 0; depth -= 1) {
        const node: unknown = document.getIn(path.slice(0, depth) as unknown[], true);
        if (isNode(node) && node.range) return lineAt(node.range[0]);
      }
      return undefined;
    },
  };
}
