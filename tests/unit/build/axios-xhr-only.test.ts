import { axiosXhrOnly } from '../../../.config/axios-xhr-only';

type ResolveId = (
  this: { resolve: (source: string, importer: string) => Promise<{ id: string } | null> },
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<string | null>;

const plugin = axiosXhrOnly();
const resolveId = plugin.resolveId as unknown as ResolveId;
const load = plugin.load as unknown as (id: string) => string | null;
const AXIOS = '/p/node_modules/axios/lib';
const context = {
  resolve: (source: string, importer: string) =>
    Promise.resolve({ id: new URL(source, `file://${importer}`).pathname }),
};

describe("axios's fetch adapter left out of the app's build", () => {
  it("answers axios's import of its fetch adapter with a stand-in that reports fetch unavailable", async () => {
    const id = await resolveId.call(context, './fetch.js', `${AXIOS}/adapters/adapters.js`, {});
    expect(id).toBe('\0axios-no-fetch-adapter');
    const source = load(id as string) ?? '';
    expect(source).toContain('export const getFetch = () => undefined');
  });

  it("leaves axios's other modules and everybody else's fetch.js alone", async () => {
    expect(await resolveId.call(context, './xhr.js', `${AXIOS}/adapters/adapters.js`, {})).toBeNull();
    expect(await resolveId.call(context, './fetch.js', '/p/src/lib/api-client.ts', {})).toBeNull();
    expect(load('/p/node_modules/axios/lib/adapters/xhr.js')).toBeNull();
  });

  it('applies to the build only: Jest and the server keep axios whole', () => {
    expect(plugin.apply).toBe('build');
  });
});
