import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Hashed build output under assets/ never changes under its name; everything else (index.html,
 * sw.js, manifest.webmanifest, icons, offline.html) keeps its name across releases, so the
 * browser revalidates it (ETag) on every use — a stale sw.js or index.html would pin old code.
 */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

export interface StaticSite {
  /** True when the folder holds an index.html the SPA fallback can serve. */
  hasIndex: boolean;
}

/** Serves the built client from staticDir when that folder exists; null otherwise (API only). */
export async function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string,
): Promise<StaticSite | null> {
  const root = resolve(staticDir);
  if (!existsSync(root) || !statSync(root).isDirectory()) return null;
  await app.register(fastifyStatic, {
    root,
    // Cache-Control is ours (below); @fastify/static would add `public, max-age=0` otherwise.
    cacheControl: false,
    // The build writes .br/.gz beside each asset (.config/precompress-plugin.ts): sent as they are.
    preCompressed: true,
    // "/" is a navigation like any other: the SPA shell answers it, with the page's answers inlined.
    index: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const path = relative(root, filePath).split(sep).join('/');
      reply.header('cache-control', cacheControlFor(path));
    },
  });
  return { hasIndex: existsSync(resolve(root, 'index.html')) };
}
