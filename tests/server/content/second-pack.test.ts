import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadContentPack } from '../../../src/server/content/pack/load-pack';
import type { PackProblem } from '../../../src/server/content/pack/pack-problem';

/*
 * The second pack (content/sleep-health), written from the authoring guide: a site with one
 * study. It is valid and carries nothing of the demo; a copy broken in six ways is refused with
 * exactly six problems, each named where a person finds it.
 */
const SLEEP_PACK = resolve('content/sleep-health');
let broken: string;

const STUDY = 'studies/sleep-apnea-study';
const lineOf = (file: string, pattern: RegExp) =>
  readFileSync(join(broken, file), 'utf8')
    .split('\n')
    .findIndex((line) => pattern.test(line)) + 1;

function edit(file: string, change: (text: string) => string): void {
  const path = join(broken, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(path, after);
}

beforeAll(() => {
  broken = mkdtempSync(join(tmpdir(), 'broken-sleep-pack-'));
  cpSync(SLEEP_PACK, broken, { recursive: true });
  edit(`${STUDY}/screener.json`, (text) => text.replace("{diagnosed} = 'yes'", "{diagnosis} = 'yes'"));
  edit(`${STUDY}/sites/SLP-201-003.en.yaml`, (text) => text.replace(/^latitude: .*\n/m, ''));
  rmSync(join(broken, `${STUDY}/sites/SLP-201-002.es.yaml`));
  edit(`${STUDY}/pages/home.en.yaml`, (text) => text.replace('name: RichText', 'name: RichTxt'));
  edit('pages/home.en.yaml', (text) => text.replace('link: /sleep-apnea-study', 'link: /sleep-study'));
  edit('forms/adult-contact-form.en.yaml', (text) => text.replace('- type: textbox', '- type: signature'));
});

afterAll(() => {
  rmSync(broken, { recursive: true, force: true });
});

describe('the second content pack', () => {
  it('is valid, with its one study, its three sites and nothing of the demo', () => {
    const load = loadContentPack(SLEEP_PACK);
    if (!load.ok) throw new Error(JSON.stringify(load.problems, null, 2));
    const { pack } = load;
    expect(pack).toMatchObject({ name: 'sleep-health', languages: ['en', 'es'], generatedTrials: 0 });
    const keys = (kind: string) =>
      pack.content.items
        .filter((item) => item.kind === kind && item.language === 'en')
        .map((item) => item.key)
        .sort();
    expect(keys('study')).toEqual(['sleep-apnea-study']);
    expect(keys('site')).toEqual(['SLP-201-001', 'SLP-201-002', 'SLP-201-003']);
    expect(keys('trial')).toEqual([]);
    const text = JSON.stringify(pack.content);
    expect(text).not.toMatch(/migraine|asthma|knee-oa|ClinicalResearch|\/demo\/mailbox/i);
  });

  it('refuses a broken copy with a report that names every problem, and only those', () => {
    const load = loadContentPack(broken);
    const problems: PackProblem[] = load.ok ? [] : load.problems;
    const byFile = (a: PackProblem, b: PackProblem) => a.file.localeCompare(b.file);
    expect([...problems].sort(byFile)).toEqual(
      [
        {
          file: 'forms/adult-contact-form.en.yaml',
          line: lineOf('forms/adult-contact-form.en.yaml', /- type: signature/),
          field: 'fields[1].type',
          message: expect.stringMatching(/^must be one of "dropdown", "textbox"/) as string,
        },
        {
          file: 'pages/home.en.yaml',
          line: lineOf('pages/home.en.yaml', /link: \/sleep-study/),
          field: 'components[1].fields.studies[0].link',
          message: 'links to /sleep-study, a page the pack does not have',
        },
        {
          file: `${STUDY}/pages/home.en.yaml`,
          line: lineOf(`${STUDY}/pages/home.en.yaml`, /name: RichTxt/),
          field: 'components[1].name',
          message: '"RichTxt" is not a component the app has',
        },
        {
          file: `${STUDY}/screener.json`,
          line: lineOf(`${STUDY}/screener.json`, /\{diagnosis\}/),
          field: 'definition.pages[1].elements[1].visibleIf',
          message: 'The condition names a question that does not exist: {diagnosis}',
        },
        {
          file: `${STUDY}/sites/SLP-201-002.en.yaml`,
          message: 'has no es version (a missing translation)',
        },
        {
          file: `${STUDY}/sites/SLP-201-003.en.yaml`,
          field: 'latitude',
          line: expect.any(Number) as number,
          message: 'is missing (a number is required)',
        },
      ].sort(byFile),
    );
  });
});
