import { readFileSync } from 'node:fs';
import { isLocalforageStandIn, localforageIndexedDbOnly } from '../../../.config/localforage-indexeddb-only';

const PACKAGE = '/project/node_modules/localforage';
const SOURCE = `${PACKAGE}/src/localforage.js`;

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function plugin() {
  const instance = localforageIndexedDbOnly(PACKAGE);
  return {
    resolve: (source: string, importer?: string) => (instance.resolveId as Hook).call({}, source, importer),
    load: (id: string) => (instance.load as Hook).call({}, id) as string | null,
  };
}

/**
 * The methods localforage's defineDriver() requires of a driver, read from its own source (its
 * LibraryMethods list and _initStorage), so an upgrade that requires more fails here.
 */
function requiredDriverMethods(): string[] {
  const source = readFileSync('node_modules/localforage/src/localforage.js', 'utf8');
  const list = /const LibraryMethods = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const methods = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  expect(methods).toContain('getItem');
  return [...methods, '_initStorage'];
}

/** Evaluates a stand-in module's source (an `export default` object) without a bundler. */
function evaluateDefault(source: string): () => Record<string, unknown> {
  return new Function(source.replace('export default', 'return')) as () => Record<string, unknown>;
}

describe('localforage with the IndexedDB driver only', () => {
  it('points the package at its own sources', () => {
    expect(plugin().resolve('localforage', '/project/src/lib/storage.ts')).toBe(SOURCE);
  });

  it('answers the WebSQL and localStorage drivers and the Promise polyfill with stand-ins', () => {
    const { resolve } = plugin();
    const websql = resolve('./drivers/websql', SOURCE) as string;
    const local = resolve('./drivers/localstorage', SOURCE) as string;
    const promise = resolve('./utils/promise', SOURCE) as string;
    const fromDriver = resolve('../utils/promise', `${PACKAGE}/src/drivers/indexeddb.js`) as string;
    for (const id of [websql, local, promise, fromDriver]) expect(isLocalforageStandIn(id)).toBe(true);
    expect(promise).toBe(fromDriver);
  });

  it('keeps the IndexedDB driver and everything outside localforage as they are', () => {
    const { resolve } = plugin();
    expect(resolve('./drivers/indexeddb', SOURCE)).toBeNull();
    expect(resolve('../utils/idb', `${PACKAGE}/src/drivers/indexeddb.js`)).toBeNull();
    expect(resolve('./drivers/websql', '/project/src/lib/storage.ts')).toBeNull();
    expect(isLocalforageStandIn('/project/src/lib/storage.ts')).toBe(false);
  });

  it('gives each stand-in driver its real name, every method localforage requires, and no support', async () => {
    const { resolve, load } = plugin();
    for (const [path, name] of [
      ['./drivers/websql', 'webSQLStorage'],
      ['./drivers/localstorage', 'localStorageWrapper'],
    ] as const) {
      const driver = evaluateDefault(load(resolve(path, SOURCE) as string)!)();
      expect(driver._driver).toBe(name);
      // The name localforage's own driver has (it is what `localforage.WEBSQL` etc. read).
      const real = readFileSync(`node_modules/localforage/src/${path.slice(2)}.js`, 'utf8');
      expect(real).toContain(`_driver: '${name}'`);
      expect(driver._support).toBe(false);
      for (const method of requiredDriverMethods()) expect(typeof driver[method]).toBe('function');
      await expect((driver.getItem as () => Promise<unknown>)()).rejects.toThrow(/not in this build/);
    }
  });

  it('answers the serializer (only the other drivers and getSerializer use it) with one that refuses', () => {
    const { resolve, load } = plugin();
    const id = resolve('./utils/serializer', SOURCE) as string;
    expect(isLocalforageStandIn(id)).toBe(true);
    const serializer = evaluateDefault(load(id)!)();
    for (const method of ['serialize', 'deserialize', 'stringToBuffer', 'bufferToString']) {
      expect(() => (serializer[method] as () => unknown)()).toThrow(/no serializer/);
    }
    // The IndexedDB driver itself never imports it.
    const driver = readFileSync('node_modules/localforage/src/drivers/indexeddb.js', 'utf8');
    expect(driver).not.toMatch(/serializer/);
  });

  it('uses the browser Promise instead of the polyfill', () => {
    const { resolve, load } = plugin();
    expect(evaluateDefault(load(resolve('./utils/promise', SOURCE) as string)!)()).toBe(Promise);
  });

  it('leaves other modules to Vite', () => {
    expect(plugin().load('/project/src/lib/storage.ts')).toBeNull();
  });
});
