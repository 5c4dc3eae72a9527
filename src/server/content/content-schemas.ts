/**
 * `npm run content:schemas [PACK]`: writes the JSON Schemas of a content pack's files, generated
 * from the content model, to `content/schemas/`, and makes every file of the pack (default: the
 * demo pack) name its schema, so that an editor completes and checks fields while a person types;
 * and the authors' reference of the page components' fields.
 * Run it after changing the content model or adding files; `content:check` does not need it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPackSupportFile, listPackFiles, packEntryOf } from './pack/pack-layout';
import { packJsonSchemas, schemaNameOf } from './pack/pack-json-schemas';
import { componentReference, COMPONENT_REFERENCE_FILE } from './pack/component-reference';
import { schemaPathFrom, withJsonSchemaReference, withYamlSchemaReference } from './pack/schema-references';

export const SCHEMAS_DIR = join('content', 'schemas');

const packDir = process.argv[2] ?? join('content', 'demo');
mkdirSync(SCHEMAS_DIR, { recursive: true });
for (const [name, schema] of Object.entries(packJsonSchemas())) {
  writeFileSync(join(SCHEMAS_DIR, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
}
writeFileSync(COMPONENT_REFERENCE_FILE, componentReference());
let stamped = 0;
for (const file of listPackFiles(packDir)) {
  const name = isPackSupportFile(file) ? null : schemaNameOf(packEntryOf(file));
  if (!name) continue;
  const path = join(packDir, file);
  const reference = schemaPathFrom(path, join(SCHEMAS_DIR, `${name}.schema.json`));
  const text = readFileSync(path, 'utf8');
  const next = file.endsWith('.json')
    ? withJsonSchemaReference(text, reference)
    : withYamlSchemaReference(text, reference);
  if (next !== text) {
    writeFileSync(path, next);
    stamped += 1;
  }
}
console.info(
  `${SCHEMAS_DIR}: the schemas written (and ${COMPONENT_REFERENCE_FILE}); ${String(stamped)} files of ${packDir} now name theirs`,
);
