/**
 * How many zod schemas a page builds from navigation until the network has been quiet, and which
 * of our modules built them. Needs a build that is not minified, whose libraries' chunk this
 * script marks (it counts in zod's schema constructor and drops that chunk's precompressed copies):
 *   npx vite build --minify false --outDir /tmp/unminified
 *   DIST_DIR=/tmp/unminified node --import tsx tests/bench/schemas-built.ts / /migraine-study/adult
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, LIGHTHOUSE_PHONE } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';

const dist = process.env.DIST_DIR;
if (!dist) throw new Error('DIST_DIR must name a build made with --minify false');
const assets = join(dist, 'assets');
const CONSTRUCTOR = /^\tfunction _\(def\) \{$/m;
const COUNTED = '\tfunction _(def) { (globalThis.__schemasBuilt ??= []).push(new Error().stack);';

for (const name of readdirSync(assets).filter((file) => /^vendor-.*\.js$/.test(file))) {
  const file = join(assets, name);
  const code = readFileSync(file, 'utf8');
  if (code.includes('__schemasBuilt')) continue;
  if (!CONSTRUCTOR.test(code)) throw new Error(`${name}: zod's schema constructor not found (minified?)`);
  writeFileSync(file, code.replace(CONSTRUCTOR, COUNTED));
  for (const copy of [`${file}.gz`, `${file}.br`]) if (existsSync(copy)) rmSync(copy);
}

/** The source module of a line of a chunk: rolldown marks each module with a `// path` line. */
const markers = new Map<string, Array<[number, string]>>();
function moduleAt(chunk: string, line: number): string {
  if (!markers.has(chunk)) {
    const found: Array<[number, string]> = [];
    readFileSync(join(assets, chunk), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const marker = /^\/\/ ((?:src|sagas|\.\.\/)[^ ]*\.tsx?)$/.exec(text);
        if (marker?.[1]) found.push([index + 1, marker[1]]);
      });
    markers.set(chunk, found);
  }
  let module = chunk;
  for (const [at, name] of markers.get(chunk) ?? []) if (at <= line) module = name;
  return module;
}

const server = await startTestServer();
const browser = await launchBrowser();
try {
  for (const path of process.argv.slice(2)) {
    const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const stacks = await page.evaluate(
      () => (globalThis as unknown as { __schemasBuilt?: string[] }).__schemasBuilt ?? [],
    );
    const byModule = new Map<string, number>();
    for (const stack of stacks) {
      const ours = [...stack.matchAll(/assets\/([\w-]+\.js):(\d+):\d+/g)].find(
        (frame) => !frame[1]?.startsWith('vendor-'),
      );
      const module = ours ? moduleAt(ours[1] as string, Number(ours[2])) : '(the libraries)';
      byModule.set(module, (byModule.get(module) ?? 0) + 1);
    }
    console.info(`${path}: ${stacks.length} schemas built (landed on ${new URL(page.url()).pathname})`);
    for (const [module, count] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.info(String(count).padStart(6), module);
    await context.close();
  }
} finally {
  await browser.close();
  await server.dispose();
}
