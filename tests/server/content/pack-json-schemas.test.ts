import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { isPackSupportFile, listPackFiles, packEntryOf } from '../../../src/server/content/pack/pack-layout';
import { packJsonSchemas, schemaNameOf } from '../../../src/server/content/pack/pack-json-schemas';
import { yamlSchemaReference } from '../../../src/server/content/pack/schema-references';
import { DEMO_PACK_DIR } from '../../support/demo-content';
import {
  componentReference,
  COMPONENT_REFERENCE_FILE,
} from '../../../src/server/content/pack/component-reference';

/*
 * The JSON Schemas editors use while a person types: generated from the content model, kept in
 * step with it, named by every file of the demo pack, accepting the pack and flagging a typo as
 * the checker does.
 */
const SCHEMAS_DIR = join(DEMO_PACK_DIR, '..', 'schemas');
const generated = packJsonSchemas();

function packFiles(): string[] {
  return listPackFiles(DEMO_PACK_DIR).filter((file) => !isPackSupportFile(file));
}

function fileSchemaAndValue(file: string): { reference: string | null; value: Record<string, unknown> } {
  const text = readFileSync(join(DEMO_PACK_DIR, file), 'utf8');
  if (file.endsWith('.json')) {
    const value = JSON.parse(text) as Record<string, unknown>;
    return { reference: typeof value.$schema === 'string' ? value.$schema : null, value };
  }
  return { reference: yamlSchemaReference(text), value: parse(text) as Record<string, unknown> };
}

const ajv = new Ajv({ allErrors: true, unknownFormats: 'ignore' });
const validators = new Map<string, Ajv.ValidateFunction>();
function validatorFor(path: string): Ajv.ValidateFunction {
  let validate = validators.get(path);
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(path, 'utf8')) as object);
    validators.set(path, validate);
  }
  return validate;
}

describe("the content pack's JSON Schemas", () => {
  it('are the ones the content model gives today (else: npm run content:schemas)', () => {
    const written = readdirSync(SCHEMAS_DIR).sort();
    expect(written).toEqual(
      Object.keys(generated)
        .map((name) => `${name}.schema.json`)
        .sort(),
    );
    for (const [name, schema] of Object.entries(generated)) {
      const file = JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.schema.json`), 'utf8')) as unknown;
      expect({ name, schema: file }).toEqual({ name, schema });
    }
  });

  it("come with the authors' reference of the components' fields, as the model gives it today", () => {
    const reference = componentReference();
    expect(readFileSync(COMPONENT_REFERENCE_FILE, 'utf8')).toBe(reference);
    // Every component, and the meaning its source gives a field, are in it.
    expect(reference).toContain('### HeroBanner');
    expect(reference).toMatch(
      /\| `background` \| text \(up to 40 characters\) \| {2}\| Only a 3- or 6-digit hex colour paints/,
    );
  });

  it('are named by every file of the demo pack, each the schema of its kind, and accept it', () => {
    const wrong: string[] = [];
    for (const file of packFiles()) {
      const { reference, value } = fileSchemaAndValue(file);
      const expected = `${schemaNameOf(packEntryOf(file)) ?? '?'}.schema.json`;
      if (!reference?.endsWith(`/schemas/${expected}`)) {
        wrong.push(`${file}: names ${reference ?? 'no schema'}, not ${expected}`);
        continue;
      }
      const validate = validatorFor(join(DEMO_PACK_DIR, dirname(file), reference));
      if (!validate(value)) wrong.push(`${file}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('flag a misspelt field, a misspelt component field and an unknown component, as the checker does', () => {
    const { value } = fileSchemaAndValue('pages/about-clinical-research.en.yaml');
    const components = value.components as Array<{ name: string; fields: Record<string, unknown> }>;
    const page = {
      ...value,
      breadcrumbTitel: 'About',
      components: [
        { ...components[0], fields: { ...components[0]?.fields, titel: 'What is it?' } },
        { ...components[1], name: 'HowItWork' },
      ],
    };
    const validate = validatorFor(join(SCHEMAS_DIR, 'page.schema.json'));
    expect(validate(page)).toBe(false);
    const paths = (validate.errors ?? []).map((error) => `${error.dataPath} ${error.message ?? ''}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        ' should NOT have additional properties',
        '.components[0].fields should NOT have additional properties',
        '.components[1].name should be equal to one of the allowed values',
      ]),
    );
  });
});
