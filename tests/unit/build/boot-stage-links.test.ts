import { bootStageLinks } from '../../../.config/boot-stage-links';

type Handler = (html: string, ctx: Record<string, unknown>) => string;

function chunk(
  fileName: string,
  options: { imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean } = {},
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.isEntry ?? false,
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  };
}

const HTML = `<head>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="stylesheet" crossorigin href="/assets/app.css">
  </head>`;

function transform(bundle: Record<string, unknown>, entry: unknown): string {
  const hook = bootStageLinks().transformIndexHtml as unknown as { handler: Handler };
  return hook.handler(HTML, { bundle, chunk: entry, path: '/index.html', filename: 'index.html' });
}

describe('boot stage links (the page entry imports the app in stages)', () => {
  const entry = chunk('assets/app.js', {
    isEntry: true,
    imports: ['assets/runtime.js'],
    dynamicImports: ['assets/vendor.js', 'assets/start-app.js'],
  });
  const bundle = {
    'assets/app.js': entry,
    'assets/runtime.js': chunk('assets/runtime.js'),
    'assets/vendor.js': chunk('assets/vendor.js', { imports: ['assets/runtime.js'] }),
    'assets/start-app.js': chunk('assets/start-app.js', {
      imports: ['assets/shell.js', 'assets/vendor.js'],
      css: ['assets/start-app.css'],
    }),
    'assets/shell.js': chunk('assets/shell.js', {
      imports: ['assets/vendor.js'],
      dynamicImports: ['assets/contact-form.js'],
      css: ['assets/shell.css'],
    }),
    'assets/contact-form.js': chunk('assets/contact-form.js', { css: ['assets/contact-form.css'] }),
  };

  it('links the staged chunks’ stylesheets and preloads their code, once each, as if imported statically', () => {
    const html = transform(bundle, entry);
    const links = [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(links).toEqual([
      'modulepreload /assets/runtime.js',
      'stylesheet /assets/app.css',
      'stylesheet /assets/start-app.css',
      'stylesheet /assets/shell.css',
      'modulepreload /assets/vendor.js',
      'modulepreload /assets/start-app.js',
      'modulepreload /assets/shell.js',
    ]);
    // What the app loads later, on demand, is not linked.
    expect(html).not.toContain('contact-form');
  });

  it('leaves a page whose entry imports nothing dynamically as it is', () => {
    const plain = chunk('assets/app.js', { isEntry: true, imports: ['assets/runtime.js'] });
    expect(transform({ 'assets/app.js': plain }, plain)).toBe(HTML);
  });
});
