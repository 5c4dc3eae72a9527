/**
 * Where a position of a built script comes from, through the build's source maps (build with
 * `SOURCEMAP=1 npx vite build` first; without maps the script's own path is named).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface ScriptPosition {
  url: string;
  /** Zero-based, as Chromium's profiles and traces give them (-1: unknown). */
  lineNumber: number;
  columnNumber: number;
  functionName: string;
}

export const DIST_DIR = process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
const consumers = new Map<string, SourceMapConsumer | null>();

function consumerFor(url: string): SourceMapConsumer | null {
  const file = new URL(url).pathname;
  if (!consumers.has(file)) {
    const mapFile = join(DIST_DIR, `${file}.map`);
    consumers.set(
      file,
      existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return consumers.get(file) ?? null;
}

/** `npm:<package>`, `src/…` or `sagas/…` (or the script's path), with the function when asked. */
export function sourceOf(frame: ScriptPosition, withFunction: boolean): string {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  if (!URL.canParse(frame.url)) return `${frame.url} ${frame.functionName}`;
  const position =
    frame.lineNumber < 0
      ? null
      : consumerFor(frame.url)?.originalPositionFor({
          line: frame.lineNumber + 1,
          column: frame.columnNumber,
        });
  const source = (position?.source ?? new URL(frame.url).pathname)
    .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'npm:$1')
    .replace(/.*?\/(src|sagas)\//, '$1/');
  return withFunction ? `${source} ${position?.name ?? frame.functionName}` : source;
}
