import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * localforage built from its own sources with the one driver the app uses.
 *
 * The app opens exactly one localforage instance, with `driver: localforage.INDEXEDDB`
 * (src/lib/storage.ts): what it stores is encrypted with a CryptoKey, which neither WebSQL nor
 * localStorage can hold. The published build still carries both other drivers and the serializer
 * they need, on every page. This plugin points `localforage` at `src/localforage.js` and answers
 * its imports of the WebSQL and localStorage drivers with a driver that is never supported (so
 * localforage defines it, reports it unsupported and never picks it), its import of the serializer
 * those drivers need with one that refuses, and its import of the `lie` Promise polyfill with the
 * browser's own Promise. The API and the IndexedDB driver are localforage's own.
 */
export const LOCALFORAGE_SOURCES = 'localforage/src/';

const UNSUPPORTED_DRIVER = '\0localforage-unsupported-driver';
const NATIVE_PROMISE = '\0localforage-native-promise';
const NO_SERIALIZER = '\0localforage-no-serializer';

/** The modules this plugin writes in localforage's place (the libraries' chunk takes them too). */
export const isLocalforageStandIn = (id: string): boolean =>
  id === NATIVE_PROMISE || id === NO_SERIALIZER || id.startsWith(`${UNSUPPORTED_DRIVER}:`);

/** A compliant driver (every method localforage checks for) that reports itself unsupported. */
/**
 * The serializer turns values into strings for the WebSQL and localStorage drivers only (IndexedDB
 * stores them as they are); localforage also hands it out through getSerializer(), which the app
 * never calls. Its stand-in refuses every use.
 */
const NO_SERIALIZER_SOURCE = [
  `const refuse = () => { throw new Error('localforage: no serializer in this build (IndexedDB only)'); };`,
  'export default { serialize: refuse, deserialize: refuse, stringToBuffer: refuse, bufferToString: refuse };',
].join('\n');

function unsupportedDriverSource(name: string): string {
  const methods = [
    '_initStorage',
    'clear',
    'getItem',
    'iterate',
    'key',
    'keys',
    'length',
    'removeItem',
    'setItem',
  ];
  return [
    `const unsupported = () => Promise.reject(new Error('localforage: the ${name} driver is not in this build'));`,
    `export default { _driver: ${JSON.stringify(name)}, _support: false, ${methods.map((m) => `${m}: unsupported`).join(', ')} };`,
  ].join('\n');
}

const DRIVER_NAMES: Record<string, string> = {
  './drivers/websql': 'webSQLStorage',
  './drivers/localstorage': 'localStorageWrapper',
};

export function localforageIndexedDbOnly(packageDir: string): Plugin {
  const entry = fileURLToPath(new URL('src/localforage.js', `file://${packageDir.replace(/\/?$/, '/')}`));
  return {
    name: 'localforage-indexeddb-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'localforage') return entry;
      if (!importer?.replace(/\\/g, '/').includes(LOCALFORAGE_SOURCES)) return null;
      const driver = DRIVER_NAMES[source];
      if (driver) return `${UNSUPPORTED_DRIVER}:${driver}`;
      if (/(^|\/)utils\/promise$/.test(source)) return NATIVE_PROMISE;
      if (source === './utils/serializer') return NO_SERIALIZER;
      return null;
    },
    load(id) {
      if (id === NATIVE_PROMISE) return 'export default Promise;';
      if (id === NO_SERIALIZER) return NO_SERIALIZER_SOURCE;
      if (id.startsWith(`${UNSUPPORTED_DRIVER}:`))
        return unsupportedDriverSource(id.slice(UNSUPPORTED_DRIVER.length + 1));
      return null;
    },
  };
}
