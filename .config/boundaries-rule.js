// ESLint rule enforcing the import boundaries of ARCHITECTURE.md, without a plugin:
// each zone lists the folders (from the project root) its files may import from.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const zones = [
  { from: 'src/shared', allow: ['src/shared'] },
  // The server renders a content page's first screen with the app's own components (first-paint.tsx).
  { from: 'src/server/first-paint', allow: ['src/server', 'src/shared', 'src/app/first-paint'] },
  { from: 'src/server', allow: ['src/server', 'src/shared'] },
  { from: 'service-worker', allow: ['service-worker', 'src/shared'] },
  {
    from: 'sagas',
    // personal-data-reset: the app-wide "forget the person" event (sign-out, kiosk reset).
    allow: [
      'sagas',
      'src/shared',
      'src/lib',
      'src/features/*/*-slice',
      // A feature's start events, apart from its lazily injected slice.
      'src/features/*/*-events',
      // A feature's selectors, apart from its lazily injected slice.
      'src/features/*/*-selectors',
      'src/app/*-slice',
      'src/app/personal-data-reset',
    ],
  },
  { from: 'src/lib', allow: ['src/lib', 'src/shared'] },
];

const relative = (file) => path.relative(root, file).split(path.sep).join('/');
const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

function matchesAllowed(target, pattern) {
  if (!pattern.includes('*')) return inside(target, pattern);
  const regex = new RegExp(`^${pattern.replace(/\*/g, '[^/]+')}(\\.tsx?)?$`);
  return regex.test(target);
}

function featureOf(file) {
  const match = /^src\/features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

export const boundariesRule = {
  meta: { type: 'problem', messages: { crossing: '{{from}} may not import {{target}} ({{why}})' } },
  create(context) {
    const file = relative(context.filename);
    /** One module reference: an import, an `export … from`, or an `import()` of a literal path. */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(path.resolve(path.dirname(context.filename), source));
      const zone = zones.find((z) => inside(file, z.from));
      if (zone && !zone.allow.some((allowed) => matchesAllowed(target, allowed))) {
        context.report({ node, messageId: 'crossing', data: { from: zone.from, target, why: 'boundary' } });
        return;
      }
      if (target === 'sagas/index' && file !== 'src/app/store.ts') {
        context.report({
          node,
          messageId: 'crossing',
          data: { from: file, target, why: 'only the store runs sagas' },
        });
      }
      const own = featureOf(file);
      const other = featureOf(target);
      if (
        own &&
        other &&
        own !== other &&
        !/-(slice|events|selectors)$/.test(target) &&
        !/\/pages\/[^/]+$/.test(target)
      ) {
        context.report({
          node,
          messageId: 'crossing',
          data: { from: file, target, why: "another feature's internals" },
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
