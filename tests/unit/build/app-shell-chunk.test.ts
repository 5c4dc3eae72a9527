import { appShellChunk } from '../../../.config/app-shell-chunk';

/** A module graph: id → [static imports, dynamic imports]. */
type Graph = Record<string, [string[], string[]?]>;

function build(graph: Graph) {
  const chunks = appShellChunk({
    appEntry: /\/src\/(main|app\/start-app)\.tsx$/,
    frameEntry: /\/src\/screener\.tsx$/,
    own: /^(?!\0)(?!.*node_modules).*\.tsx?$/,
    homeWidgets: ['src/widgets/search.tsx', 'src/widgets/text.tsx'],
  });
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      graph[id] ? { importedIds: graph[id][0], dynamicallyImportedIds: graph[id][1] ?? [] } : null,
  };
  (chunks.plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  const of = (test: (id: string) => boolean) => Object.keys(graph).filter(test).sort();
  return {
    shell: of(chunks.isShellModule),
    common: of(chunks.isCommonModule),
    home: of(chunks.isHomeModule),
  };
}

const graph: Graph = {
  '/p/src/main.tsx': [[], ['/p/src/app/start-app.tsx']],
  '/p/src/app/start-app.tsx': [
    ['/p/src/app/store.ts', '/p/src/shared/language.ts', '/p/node_modules/react/index.js'],
    ['/p/src/widgets/search.tsx', '/p/src/widgets/text.tsx', '/p/src/widgets/contact.tsx'],
  ],
  '/p/src/app/store.ts': [['/p/src/shared/language.ts']],
  '/p/src/shared/language.ts': [['/p/node_modules/zod/index.js']],
  '/p/src/screener.tsx': [['/p/src/shared/language.ts', '/p/src/frame-only.ts']],
  '/p/src/frame-only.ts': [[]],
  '/p/src/widgets/search.tsx': [['/p/src/forms/errors.tsx', '/p/src/search-rules.ts', '/p/src/app/store.ts']],
  '/p/src/widgets/text.tsx': [['/p/src/shared/language.ts', '/p/node_modules/marked/index.js']],
  '/p/src/widgets/contact.tsx': [['/p/src/forms/errors.tsx', '/p/src/contact-rules.ts']],
  '/p/src/forms/errors.tsx': [[]],
  '/p/src/search-rules.ts': [[]],
  '/p/src/contact-rules.ts': [[]],
  '/p/node_modules/react/index.js': [[]],
  '/p/node_modules/zod/index.js': [[]],
  '/p/node_modules/marked/index.js': [[]],
};

describe('app shell chunks', () => {
  const sets = build(graph);

  it('puts what only the page entry starts with in the shell, without the entries themselves', () => {
    expect(sets.shell).toContain('/p/src/app/store.ts');
    expect(sets.shell).not.toContain('/p/src/main.tsx');
    expect(sets.shell).not.toContain('/p/src/app/start-app.tsx');
  });

  it('puts what the home widgets share with other widgets in the shell, not in the home chunk', () => {
    expect(sets.shell).toEqual(['/p/src/app/store.ts', '/p/src/forms/errors.tsx']);
    expect(sets.home).not.toContain('/p/src/forms/errors.tsx');
  });

  it('puts what the page and the questionnaire frame both start with in the common chunk', () => {
    expect(sets.common).toEqual(['/p/src/shared/language.ts']);
  });

  it('puts the home widgets and what only they import beyond those in the home chunk', () => {
    expect(sets.home).toEqual([
      '/p/src/search-rules.ts',
      '/p/src/widgets/search.tsx',
      '/p/src/widgets/text.tsx',
    ]);
  });

  it('leaves libraries, the frame-only modules and other widgets to the default chunking', () => {
    const grouped = new Set([...sets.shell, ...sets.common, ...sets.home]);
    for (const id of [
      '/p/node_modules/react/index.js',
      '/p/node_modules/marked/index.js',
      '/p/src/frame-only.ts',
      '/p/src/widgets/contact.tsx',
      '/p/src/contact-rules.ts',
      '/p/src/main.tsx',
      '/p/src/app/start-app.tsx',
    ]) {
      expect(grouped.has(id)).toBe(false);
    }
  });

  it('follows the graph: a home widget that is no longer imported takes nothing into the chunk', () => {
    const withoutSearch = { ...graph, '/p/src/app/start-app.tsx': graph['/p/src/app/start-app.tsx']! };
    withoutSearch['/p/src/app/start-app.tsx'] = [['/p/src/app/store.ts'], ['/p/src/widgets/text.tsx']];
    expect(build(withoutSearch).home).toEqual(['/p/src/widgets/text.tsx']);
  });
});
