import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as z from 'zod/mini';
import { lazySchema } from '../../../src/shared/lazy-schema';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function counted<T extends object>(build: () => T): { schema: T; builds: () => number } {
  let builds = 0;
  const schema = lazySchema(() => {
    builds += 1;
    return build();
  });
  return { schema, builds: () => builds };
}

const person = () =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1)),
    age: z._default(z.number().check(z.int()), 30),
  });

describe('lazySchema', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    const { schema, builds } = counted(person);
    expect(builds()).toBe(0);
    expect(schema.parse({ name: ' Ana ' })).toEqual({ name: 'Ana', age: 30 });
    expect(schema.safeParse({ name: 'Bo', age: 41 }).success).toBe(true);
    expect(builds()).toBe(1);
  });

  it('answers and refuses exactly as the schema it stands for, issues and paths included', () => {
    const { schema } = counted(person);
    const eager = person();
    for (const input of [{ name: '' }, { name: 'Ana', age: 1.5 }, null, { age: 'x' }]) {
      expect(schema.safeParse(input)).toEqual(eager.safeParse(input));
    }
  });

  it('is not built when another schema that uses it is built, only when that one parses', () => {
    const { schema, builds } = counted(person);
    const team = lazySchema(() => z.object({ lead: schema, members: z.array(schema) }));
    const eagerTeam = z.object({ lead: schema });
    expect(builds()).toBe(0);
    expect(team.parse({ lead: { name: 'A' }, members: [{ name: 'B', age: 2 }] })).toEqual({
      lead: { name: 'A', age: 30 },
      members: [{ name: 'B', age: 2 }],
    });
    expect(eagerTeam.safeParse({ lead: { name: '' } }).success).toBe(false);
    expect(builds()).toBe(1);
  });

  it('can be extended, picked and made optional like the schema itself', () => {
    const { schema } = counted(person);
    const extended = z.extend(schema, { email: z.string() });
    expect(extended.parse({ name: 'A', email: 'a@b.c' })).toEqual({ name: 'A', age: 30, email: 'a@b.c' });
    expect(z.pick(schema, { name: true }).parse({ name: 'A', age: 5 })).toEqual({ name: 'A' });
    expect(z.optional(schema).parse(undefined)).toBeUndefined();
    expect(Object.keys(schema.shape)).toEqual(['name', 'age']);
  });

  it('is an instance of the schema class it stands for', () => {
    const { schema } = counted(person);
    expect(schema).toBeInstanceOf(z.ZodMiniObject);
  });

  it("shows the schema's own properties, and a test can spy on its methods", () => {
    const { schema } = counted(person);
    expect(Object.getOwnPropertyDescriptor(schema, '_zod')?.value).toBe(schema._zod);
    expect(Reflect.ownKeys(schema)).toEqual(Reflect.ownKeys(person()));
    const spy = jest.spyOn(schema, 'safeParse');
    schema.safeParse({ name: 'A' });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(schema.safeParse({ name: 'A' }).success).toBe(true);
  });

  it('gives the same JSON Schema as the schema itself', () => {
    const { schema } = counted(person);
    expect(z.toJSONSchema(z.object({ p: schema }))).toEqual(z.toJSONSchema(z.object({ p: person() })));
  });
});

/*
 * Every module-level schema outside the server is built on first use: the app's start evaluates
 * the contracts and content model of every call and widget it may need, and building them all
 * was the longest task of a page's start on a slow phone.
 */
function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (path !== join(ROOT, 'src', 'server')) yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** `const name = z.something(` at the start of a line: a schema built when its module is evaluated. */
const EAGER_SCHEMA = /^(?:export )?const \w+(?:: [^=]+)? = z\.(?!config\b)\w+\(/m;

describe('schemas of the app, the service worker and the shared code', () => {
  it('are all built on first use', () => {
    const eager = [
      ...sourceFiles(join(ROOT, 'src')),
      ...sourceFiles(join(ROOT, 'sagas')),
      ...sourceFiles(join(ROOT, 'service-worker')),
    ]
      .filter((file) => EAGER_SCHEMA.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(eager).toEqual([]);
  });
});
