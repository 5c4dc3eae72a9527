import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * The page entry (src/main.tsx) imports the app in stages, with dynamic imports, so that its code
 * is evaluated in several tasks rather than one. Vite only links what an entry imports statically, so
 * this plugin links the rest in the page's HTML, as if it were static:
 * - the stylesheets of the staged chunks, so that the server's first screen is styled from the
 *   first paint (fetched by the preload helper instead, they would arrive after it);
 * - `modulepreload` for their JavaScript, so that it is fetched alongside the entry instead of
 *   after it (and public/first-paint-boot.js, which the server gives the list, keeps preloading it).
 */
export function bootStageLinks(): Plugin {
  return {
    name: 'boot-stage-links',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        const entry = ctx.chunk as OutputChunk | undefined;
        if (!bundle || !entry?.isEntry || entry.dynamicImports.length === 0) return html;
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || js.has(fileName) || fileName === entry.fileName) return;
          js.add(fileName);
          const meta = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
          for (const file of meta?.importedCss ?? []) css.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const fileName of entry.dynamicImports) visit(fileName);
        const linked = (file: string) => html.includes(`/${file}"`);
        const tags = [
          ...[...css]
            .filter((file) => !linked(file))
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...[...js]
            .filter((file) => !linked(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        return html.replace('</head>', `${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
