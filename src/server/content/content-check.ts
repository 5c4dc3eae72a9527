/**
 * `npm run content:check [DIR]`: checks a content pack (default: CONTENT_DIR, else the demo pack)
 * and prints every problem, each with its file, line and field. Exit code 1 on any problem.
 */
import { loadContentPack } from './pack/load-pack';
import { formatPackProblems } from './pack/pack-problem';

const dir = process.argv[2] ?? process.env.CONTENT_DIR ?? './content/demo';
const started = performance.now();
const load = loadContentPack(dir);
const took = `${String(Math.round(performance.now() - started))} ms`;
if (!load.ok) {
  console.error(formatPackProblems(load.problems, dir));
  process.exit(1);
}
const { pack } = load;
console.info(
  `${dir}: the pack "${pack.name}" is valid (${String(pack.files)} files, ${String(pack.content.pages.length)} pages, ${String(pack.content.items.length)} items in ${pack.languages.join(', ')}; checked in ${took})`,
);
