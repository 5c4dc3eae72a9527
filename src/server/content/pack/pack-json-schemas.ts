import * as z from 'zod/mini';
import { allComponentFieldSchemas } from '../../../shared/content-model/all-component-fields';
import { pageSchema } from '../../../shared/content-model/page';
import { storedSiteSettingsSchema } from '../../../shared/content-model/site-settings';
import { contentKindSchemas } from '../content-kinds';
import { packManifestSchema } from './pack-manifest';
import type { PackEntry } from './pack-layout';

export type JsonSchema = Record<string, unknown>;

/** The schema a kind of pack file is checked against, by the name its JSON Schema file gets. */
const SCHEMAS = {
  pack: packManifestSchema,
  'site-settings': storedSiteSettingsSchema,
  page: pageSchema,
  ...contentKindSchemas,
} as const;

export type PackSchemaName = keyof typeof SCHEMAS;

/** The JSON Schema (file name without `.schema.json`) that describes a pack file of this kind. */
export function schemaNameOf(entry: PackEntry): PackSchemaName | null {
  return entry.kind === 'unknown' ? null : entry.kind;
}

export function toJson(schema: z.ZodMiniType): JsonSchema {
  // What an author writes: defaults may be left out, so the input side is described.
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as JsonSchema;
}

/**
 * An editor should flag a misspelt field as the checker does (the schemas drop unknown fields,
 * which the checker reports): every object with listed properties accepts no others.
 */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(closeObjects);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as JsonSchema;
  if (record.type === 'object' && record.properties && record.additionalProperties === undefined) {
    record.additionalProperties = false;
  }
  Object.values(record).forEach(closeObjects);
}

/** The file's name gives the language: a file need not (and does not) say it. */
function languageFromFileName(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as JsonSchema | undefined;
  if (!properties || !('language' in properties)) return schema;
  const required = (schema.required as string[] | undefined)?.filter((name) => name !== 'language');
  return { ...schema, required };
}

/** A page's components: each component's fields described by the schema of its name. */
function pageComponents(): JsonSchema {
  const names = Object.keys(allComponentFieldSchemas);
  return {
    type: 'object',
    required: ['id', 'name'],
    properties: {
      id: { type: 'string', description: 'Unique on the page' },
      name: { enum: names, description: 'The component (widget) the page shows here' },
      fields: { type: 'object' },
    },
    additionalProperties: false,
    allOf: names.map((name) => {
      const fields = toJson(allComponentFieldSchemas[name as keyof typeof allComponentFieldSchemas]);
      delete fields.$schema;
      return { if: { properties: { name: { const: name } } }, then: { properties: { fields } } };
    }),
  };
}

/** Every JSON Schema of a content pack's files, generated from the content model. */
export function packJsonSchemas(): Record<PackSchemaName, JsonSchema> {
  const entries = Object.entries(SCHEMAS).map(([name, schema]) => {
    const json = languageFromFileName(toJson(schema));
    if (name === 'page') {
      const pageProperties = json.properties as JsonSchema;
      pageProperties.components = { ...(pageProperties.components as JsonSchema), items: pageComponents() };
    }
    // A JSON file names its schema in a field (JSON has no comments to do it in).
    const properties = json.properties as JsonSchema | undefined;
    if (properties) properties.$schema = { type: 'string' };
    closeObjects(json);
    return [name, { ...json, title: `A content pack's ${name} file` }];
  });
  return Object.fromEntries(entries) as Record<PackSchemaName, JsonSchema>;
}
