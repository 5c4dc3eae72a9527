import type { Plugin } from 'vite';

/**
 * axios with the one adapter a browser uses.
 *
 * In a browser axios picks its XMLHttpRequest adapter (the first of its default order that the
 * environment has; every browser the app supports has it), so its fetch adapter (with the stream,
 * signal and multipart helpers only it needs, about 3 KB gzip) is never used but still shipped to
 * every page that calls the API. This plugin answers axios's import of that adapter with one that
 * reports fetch unavailable, which axios then never picks; axios's API and its XHR adapter are its
 * own. Only the app's build uses it: Jest and the server run axios unchanged.
 */
const FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const NO_FETCH_ADAPTER = '\0axios-no-fetch-adapter';

export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]node_modules[\\/]axios[\\/]/.test(importer) || !source.endsWith('fetch.js')) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && FETCH_ADAPTER.test(resolved.id) ? NO_FETCH_ADAPTER : null;
    },
    load(id) {
      if (id !== NO_FETCH_ADAPTER) return null;
      return 'export const getFetch = () => undefined;\nexport default undefined;\n';
    },
  };
}
