import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..');

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * "One owner per fact": the site settings (GET /api/cr-context-data, contract getContextData) are
 * fetched by sagas/site-settings only and selected from the store everywhere else.
 */
const MAY_NAME_THE_CALL = [
  'src/shared/contracts/content.ts', // the contract
  'sagas/site-settings/', // the one owner
  'src/app/use-site-settings.ts', // reads the page's inlined answer until the store has it
  'src/server/', // the API, and the page shell that inlines the answer
];

const allowed = (file: string) =>
  MAY_NAME_THE_CALL.some((entry) => file === entry || (entry.endsWith('/') && file.startsWith(entry)));

describe('the site settings have one owner', () => {
  it('no component, hook or other saga names the getContextData call', () => {
    const files = [...sourcesUnder('src'), ...sourcesUnder('sagas')];
    expect(files).toContain('src/app/layout/site-layout.tsx'); // the scan sees the app
    const offenders = files.filter(
      (file) => !allowed(file) && /\bgetContextData\b/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('the settings hook asks the store and never fetches', () => {
    const hook = readFileSync(join(root, 'src/app/use-site-settings.ts'), 'utf8');
    expect(hook).not.toMatch(/useApiQuery|\.call\(|takeInitialAnswer|fetch\(/);
    expect(hook).toMatch(/siteSettingsRequested/);
  });
});
