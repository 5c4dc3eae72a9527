import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Every HTML entry of the app names its icon. A document opened at the top level without one makes
 * the browser ask for /favicon.ico, which this app does not serve: a 404 in the console, and
 * Lighthouse's "errors in console" best-practices audit fails (the questionnaire page, opened on its
 * own from its survey URL, scored 96 for that).
 */
const root = join(import.meta.dirname, '..', '..', '..');
const ENTRIES = ['src/index.html', 'src/screener.html'];

describe.each(ENTRIES)('%s', (entry) => {
  const html = readFileSync(join(root, entry), 'utf8');

  it('links an icon that exists in public/', () => {
    const icon = /<link\s+rel="icon"\s+href="([^"]+)"/.exec(html);
    expect(icon?.[1]).toMatch(/^\/icons\//);
    expect(existsSync(join(root, 'public', icon![1]!))).toBe(true);
  });
});
