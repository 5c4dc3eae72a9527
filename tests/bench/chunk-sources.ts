/**
 * What each built chunk's gzip bytes are made of: every source's share of the chunk's code
 * (through the build's source maps), gzipped on its own, largest first. Build with maps first:
 * `SOURCEMAP=1 npx vite build --outDir /tmp/dist-sm`.
 * Usage: node --import tsx tests/bench/chunk-sources.ts <dist> [chunk name pattern] [--packages] [--top=N]
 * (--packages: sources of one npm package, or one folder two levels under src/, counted together).
 * A source's own gzip is larger than its share of the chunk's (it is compressed without the rest);
 * the chunk's own figure is printed first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const [dist, pattern] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!dist) throw new Error('usage: chunk-sources.ts <dist> [chunk name pattern] [--packages] [--top=N]');
const byPackage = process.argv.includes('--packages');
const top = Number(/^--top=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--top=')) ?? '')?.[1] ?? 25);
const matching = new RegExp(pattern ?? '.');

function groupOf(source: string): string {
  const relative = source.replace(/^.*?\/((node_modules|src|sagas)\/)/, '$1');
  if (!byPackage) return relative;
  const library = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(relative);
  return library ? `npm:${library[1] ?? ''}` : relative.split('/').slice(0, 3).join('/');
}

/** The generated code of each source: the text between one mapping and the next. */
function codeBySource(code: string, map: SourceMapConsumer): Map<string, string> {
  const lines = code.split('\n');
  const pieces = new Map<string, string[]>();
  let previous: { source: string | null; line: number; column: number } | null = null;
  const take = (to: { line: number; column: number } | null) => {
    if (!previous) return;
    const line = lines[previous.line - 1] ?? '';
    const text =
      to && to.line === previous.line ? line.slice(previous.column, to.column) : line.slice(previous.column);
    const group = previous.source ? groupOf(previous.source) : '(no source)';
    pieces.set(group, [...(pieces.get(group) ?? []), text]);
  };
  map.eachMapping((mapping) => {
    const at = { line: mapping.generatedLine, column: mapping.generatedColumn };
    take(at);
    previous = { source: mapping.source, ...at };
  });
  take(null);
  return new Map([...pieces].map(([group, texts]) => [group, texts.join('')]));
}

const assets = join(dist, 'assets');
const withMaps = readdirSync(assets).filter(
  (name) => name.endsWith('.js') && matching.test(name) && existsSync(join(assets, `${name}.map`)),
);
for (const file of withMaps) {
  const code = readFileSync(join(assets, file), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')));
  const rows = [...codeBySource(code, map)]
    .map(([group, text]) => ({ group, gzip: gzipSync(text).length, raw: text.length }))
    .sort((a, b) => b.gzip - a.gzip);
  console.info(`== ${file}: ${String(gzipSync(code).length)} B gzip`);
  for (const row of rows.slice(0, top))
    console.info(`${String(row.gzip).padStart(7)} ${String(row.raw).padStart(8)}  ${row.group}`);
}
