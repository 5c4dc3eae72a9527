import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Test databases built once and reused while their sources are unchanged. A fresh PGlite costs
 * seconds before a test can start (initdb and the migrations about 7 s on the reference machine,
 * the demo seed and the 5,000-trial index about 5 s more), and every server test file and every
 * end-to-end server paid it again. A template is keyed by the content of the sources that shape it
 * (and the PGlite version), so a changed migration, seed or index builder builds a new one; each
 * test still gets its own copy, never the template itself.
 */

const projectRoot = join(import.meta.dirname, '..', '..');
/** Where test templates and other built test fixtures are kept between runs. */
export const TEST_CACHE_ROOT = join(projectRoot, 'node_modules', '.cache', 'test-templates');
const defaultCacheRoot = TEST_CACHE_ROOT;

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function pgliteVersion(): string {
  const manifest = join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * A key for a template: its name, what else sets it apart (`extra`), the PGlite version and the
 * content of every file under `sources` (paths relative to the project's root).
 */
export function templateKey(name: string, sources: string[], extra = '', root = projectRoot): string {
  const hash = createHash('sha256').update(`${name}\n${extra}\npglite ${pgliteVersion()}\n`);
  for (const source of sources) {
    for (const file of filesUnder(join(root, source))) {
      hash.update(`${relative(root, file)}\n`).update(readFileSync(file));
    }
  }
  return `${name}-${hash.digest('hex').slice(0, 16)}`;
}

/** Moves a finished build into place; another process that finished first wins, and this one is dropped. */
function publish(built: string, target: string): void {
  try {
    renameSync(built, target);
  } catch (error) {
    rmSync(built, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

const building = new Map<string, Promise<string>>();

/**
 * The path of the template `key`, built by `build(path)` into a scratch path first when it is not
 * cached yet (so a build that fails or is interrupted never leaves a half template behind).
 */
export function cachedTemplate(
  key: string,
  build: (path: string) => Promise<void>,
  cacheRoot = defaultCacheRoot,
): Promise<string> {
  const target = join(cacheRoot, key);
  const known = building.get(target);
  if (known) return known;
  const ready = (async () => {
    if (existsSync(target)) return target;
    mkdirSync(cacheRoot, { recursive: true });
    const scratch = join(cacheRoot, `.${key}-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      await build(scratch);
      publish(scratch, target);
    } catch (error) {
      rmSync(scratch, { recursive: true, force: true });
      throw error;
    }
    return target;
  })();
  building.set(target, ready);
  ready.catch(() => building.delete(target));
  return ready;
}
