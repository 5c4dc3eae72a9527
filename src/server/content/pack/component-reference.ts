import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { allComponentFieldSchemas } from '../../../shared/content-model/all-component-fields';
import { toJson, type JsonSchema } from './pack-json-schemas';

/*
 * The authors' reference of every component a page may use: its fields, what kind of value each
 * takes, and what it means. Generated (by `npm run content:schemas`) from the content model: the
 * kinds and limits from its JSON Schemas, the meanings from the doc comments the model's source
 * gives each schema and field, so the reference cannot drift from what the checker applies. Used
 * only by that script and its test: the server never loads the TypeScript compiler.
 */

const MODEL_DIR = join('src', 'shared', 'content-model');
/** Where the reference is written (kept out of Prettier: it is compared byte for byte). */
export const COMPONENT_REFERENCE_FILE = join('docs', 'content-components.md');
/** The objects that name each component's fields schema. */
const COMPONENT_TABLES = new Set([
  'componentFieldSchemas',
  'pageWidgetFieldSchemas',
  'allComponentFieldSchemas',
]);

interface SchemaDocs {
  doc: string;
  fields: Map<string, string>;
}

function docOf(node: ts.Node, text: string): string {
  const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const jsdoc = comments.filter((range) => text.slice(range.pos, range.pos + 3) === '/**').at(-1);
  if (!jsdoc) return '';
  return text
    .slice(jsdoc.pos + 3, jsdoc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const propertyName = (node: ts.ObjectLiteralElementLike) =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : null;

/** The first `z.object({ … })` literal inside a schema's initializer. */
function objectLiteralOf(node: ts.Node): ts.ObjectLiteralExpression | null {
  if (
    ts.isCallExpression(node) &&
    /\.(object|strictObject|looseObject)$/.test(node.expression.getText()) &&
    node.arguments[0] &&
    ts.isObjectLiteralExpression(node.arguments[0])
  ) {
    return node.arguments[0];
  }
  return ts.forEachChild(node, (child) => objectLiteralOf(child) ?? undefined) ?? null;
}

/** The doc comments of the model's schemas (by variable name) and of their fields, and which schema each component uses. */
function readModelSources(): { schemas: Map<string, SchemaDocs>; components: Map<string, string> } {
  const schemas = new Map<string, SchemaDocs>();
  const components = new Map<string, string>();
  for (const file of readdirSync(MODEL_DIR).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(MODEL_DIR, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const name = declaration.name.text;
        if (COMPONENT_TABLES.has(name)) {
          const table = objectLiteralOf(declaration.initializer) ?? declaration.initializer;
          if (!ts.isObjectLiteralExpression(table) && !ts.isAsExpression(table)) continue;
          const literal = ts.isAsExpression(table) ? table.expression : table;
          if (!ts.isObjectLiteralExpression(literal)) continue;
          for (const property of literal.properties) {
            const key = propertyName(property);
            if (key && ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)) {
              components.set(key, property.initializer.text);
            }
          }
          continue;
        }
        const literal = objectLiteralOf(declaration.initializer);
        if (!literal) continue;
        const fields = new Map<string, string>();
        for (const property of literal.properties) {
          const key = propertyName(property);
          const doc = docOf(property, text);
          if (key && doc) fields.set(key, doc);
        }
        schemas.set(name, { doc: docOf(statement, text), fields });
      }
    }
  }
  return { schemas, components };
}

/** What kind of value a field takes, in words, from its JSON Schema. */
function kindOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  if (schema.const !== undefined) return `\`${String(schema.const)}\``;
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return options.map(kindOf).join(' or ');
  switch (schema.type) {
    case 'string': {
      const limit =
        typeof schema.maxLength === 'number' ? ` (up to ${String(schema.maxLength)} characters)` : '';
      return `text${limit}`;
    }
    case 'integer':
      return 'whole number';
    case 'number':
      return 'number';
    case 'boolean':
      return 'true or false';
    case 'array': {
      const items = schema.items as JsonSchema | undefined;
      return `list of ${items ? kindOf(items) : 'values'}`;
    }
    case 'object': {
      const properties = Object.keys((schema.properties as JsonSchema | undefined) ?? {});
      return properties.length > 0
        ? `object (${properties.map((name) => `\`${name}\``).join(', ')})`
        : 'object';
    }
    default:
      return 'any value';
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The reference as Markdown: one section per component, in alphabetical order. */
export function componentReference(): string {
  const { schemas, components } = readModelSources();
  const names = Object.keys(allComponentFieldSchemas).sort();
  const sections = names.map((name) => {
    const json = toJson(allComponentFieldSchemas[name as keyof typeof allComponentFieldSchemas]);
    const docs = schemas.get(components.get(name) ?? '');
    const properties = (json.properties as Record<string, JsonSchema> | undefined) ?? {};
    const required = new Set((json.required as string[] | undefined) ?? []);
    const rows = Object.entries(properties).map(([field, schema]) => {
      const fallback = schema.default === undefined ? '' : `Default: \`${JSON.stringify(schema.default)}\`.`;
      const meaning = [docs?.fields.get(field) ?? '', fallback].filter(Boolean).join(' ');
      return `| \`${field}\` | ${cell(kindOf(schema))} | ${required.has(field) ? 'yes' : ''} | ${cell(meaning)} |`;
    });
    const table =
      rows.length === 0
        ? 'No fields.'
        : ['| Field | Value | Required | Meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
    return [`### ${name}`, docs?.doc ?? '', table].filter(Boolean).join('\n\n');
  });
  return [
    '# Page components: their fields',
    '',
    'Generated by `npm run content:schemas` from the content model (`src/shared/content-model/`): do',
    'not edit by hand. A page lists its components in order, each with an `id` unique on the page, a',
    '`name` from this list and its `fields`. See `docs/content-authoring.md` for the pack itself.',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
