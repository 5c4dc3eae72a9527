import { dirname, posix, relative, sep } from 'node:path';

/** The line a YAML file starts with to name its JSON Schema (read by the YAML language server). */
const MODELINE = /^# yaml-language-server: \$schema=.*\n/;

/** The path from `file` to `schema`, with forward slashes, as editors want it. */
export function schemaPathFrom(file: string, schema: string): string {
  const path = relative(dirname(file), schema).split(sep).join(posix.sep);
  return path.startsWith('.') ? path : `./${path}`;
}

/** A YAML file's text with its first line naming `schemaPath` (replacing an earlier such line). */
export function withYamlSchemaReference(text: string, schemaPath: string): string {
  return `# yaml-language-server: $schema=${schemaPath}\n${text.replace(MODELINE, '')}`;
}

/** The schema path a YAML file names on its first line, if it does. */
export function yamlSchemaReference(text: string): string | null {
  const match = /^# yaml-language-server: \$schema=(.*)$/m.exec(text.split('\n', 1)[0] ?? '');
  return match?.[1] ?? null;
}

/** A JSON file's text naming `schemaPath` in its `$schema` field, first. */
export function withJsonSchemaReference(text: string, schemaPath: string): string {
  const { $schema: _old, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return `${JSON.stringify({ $schema: schemaPath, ...rest }, null, 2)}\n`;
}
