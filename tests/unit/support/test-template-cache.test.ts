import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedTemplate, templateKey } from '../../support/test-template-cache';

/* The test databases' template cache: rebuilt when a source changes, built once, never half. */

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'template-cache-'));
  mkdirSync(join(root, 'sources', 'migrations'), { recursive: true });
  writeFileSync(join(root, 'sources', 'migrations', '0001.ts'), 'create table a');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('templateKey', () => {
  it('stays the same for the same sources and changes with a file, a new file or the extra', () => {
    const key = () => templateKey('db', ['sources'], 'trials 5000', root);
    const first = key();
    expect(key()).toBe(first);
    expect(first).toMatch(/^db-[0-9a-f]{16}$/);
    writeFileSync(join(root, 'sources', 'migrations', '0001.ts'), 'create table b');
    const edited = key();
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'sources', 'migrations', '0002.ts'), 'alter table b');
    expect(key()).not.toBe(edited);
    expect(templateKey('db', ['sources'], 'trials 100', root)).not.toBe(key());
  });
});

describe('cachedTemplate', () => {
  const cache = () => join(root, 'cache');

  it('builds once and then hands out the cached path, even to calls made together', async () => {
    const build = jest.fn(async (path: string) => writeFileSync(path, 'template'));
    const [a, b] = await Promise.all([
      cachedTemplate('db-1', build, cache()),
      cachedTemplate('db-1', build, cache()),
    ]);
    expect(a).toBe(b);
    expect(await cachedTemplate('db-1', build, cache())).toBe(a);
    expect(build).toHaveBeenCalledTimes(1);
    expect(readFileSync(a, 'utf8')).toBe('template');
  });

  it('reuses a template another process built (found on disk)', async () => {
    mkdirSync(cache(), { recursive: true });
    writeFileSync(join(cache(), 'db-2'), 'built elsewhere');
    const build = jest.fn(async () => undefined);
    const path = await cachedTemplate('db-2', build, cache());
    expect(build).not.toHaveBeenCalled();
    expect(readFileSync(path, 'utf8')).toBe('built elsewhere');
  });

  it('leaves nothing behind when the build fails, and builds again on the next call', async () => {
    const failing = async (path: string) => {
      writeFileSync(path, 'half');
      throw new Error('initdb failed');
    };
    await expect(cachedTemplate('db-3', failing, cache())).rejects.toThrow('initdb failed');
    expect(readdirSync(cache())).toEqual([]);
    const path = await cachedTemplate('db-3', async (scratch) => writeFileSync(scratch, 'whole'), cache());
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('whole');
  });
});
