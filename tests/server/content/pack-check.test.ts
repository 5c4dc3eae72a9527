import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContentPack } from '../../../src/server/content/pack/load-pack';
import { formatPackProblems, type PackProblem } from '../../../src/server/content/pack/pack-problem';
import { DEMO_PACK_DIR } from '../../support/demo-content';

/*
 * A copy of the demo pack broken in the ways authors break packs: every problem is reported at
 * once, each naming its file, line and field in plain words.
 */
let broken: string;

function edit(file: string, change: (text: string) => string): void {
  const path = join(broken, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

beforeAll(() => {
  broken = mkdtempSync(join(tmpdir(), 'broken-pack-'));
  cpSync(DEMO_PACK_DIR, broken, { recursive: true });
  // A misspelt field, a component the app does not have, a missing translation, a wrong value,
  // a YAML syntax error and a file in no place of the layout.
  edit('pages/about-clinical-research.en.yaml', (text) =>
    text.replace('breadcrumbTitle:', 'breadcrumbTitel:').replace('name: HowItWorks', 'name: HowItWork'),
  );
  rmSync(join(broken, 'pages/cookie-policy.es.yaml'));
  edit('studies/migraine-study/sites/MIG-301-001.en.yaml', (text) =>
    text.replace(/^latitude: .*$/m, 'latitude: north'),
  );
  edit('conditions/asthma.en.yaml', (text) => `${text}\nkey: [unclosed\n`);
  writeFileSync(join(broken, 'pages/notes.txt'), 'draft');
  // References across files: a form the pack lacks, a question the questionnaire does not ask.
  edit('studies/migraine-study/study.en.yaml', (text) =>
    text.replace(/^contactFormKey: .*$/m, 'contactFormKey: no-such-form'),
  );
  edit('studies/migraine-study/screener.json', (text) =>
    text.replace('"question": "diagnosed"', '"question": "diagnosd"'),
  );
  edit('studies/asthma-study/screener.json', (text) =>
    text.replace('"visibleIf": "{diagnosed} = \'yes\'"', '"visibleIf": "{diagnosis} = \'yes\'"'),
  );
  // A link to a page the pack lacks (in English, and in Spanish where only English has it), and a
  // form field the app cannot render.
  edit('studies/asthma-study/pages/home.en.yaml', (text) =>
    text.replace('linkHref: /resources', 'linkHref: /resorces#top'),
  );
  edit('studies/asthma-study/pages/home.es.yaml', (text) =>
    text.replace('linkHref: /es/resources', 'linkHref: /es/demo-only-in-english'),
  );
  edit('forms/adult-contact-form.en.yaml', (text) => text.replace('- type: textbox', '- type: signature'));
  // An outcome page the journey sends people to, missing in both languages.
  rmSync(join(broken, 'pages/dnq/minor.en.yaml'));
  rmSync(join(broken, 'pages/dnq/minor.es.yaml'));
});

afterAll(() => {
  rmSync(broken, { recursive: true, force: true });
});

function problemsOf(dir: string): PackProblem[] {
  const load = loadContentPack(dir);
  return load.ok ? [] : load.problems;
}

describe('checking a content pack', () => {
  it('reports every problem of a broken pack, each with its file, line and field', () => {
    const problems = problemsOf(broken);
    const about = 'pages/about-clinical-research.en.yaml';
    const lineOf = (file: string, pattern: RegExp) =>
      readFileSync(join(broken, file), 'utf8')
        .split('\n')
        .findIndex((line) => pattern.test(line)) + 1;
    const aboutLine = (pattern: RegExp) => lineOf(about, pattern);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          file: about,
          line: aboutLine(/breadcrumbTitel:/),
          field: 'breadcrumbTitel',
          message: 'is not a field the content model knows (a misspelt name?)',
        },
        {
          file: about,
          line: aboutLine(/name: HowItWork$/),
          field: 'components[1].name',
          message: '"HowItWork" is not a component the app has',
        },
        {
          file: 'pages/cookie-policy.en.yaml',
          message: 'has no es version (a missing translation)',
        },
        expect.objectContaining({
          file: 'studies/migraine-study/sites/MIG-301-001.en.yaml',
          field: 'latitude',
          message: 'must be a number',
        }),
        expect.objectContaining({ file: 'conditions/asthma.en.yaml', line: expect.any(Number) as number }),
        expect.objectContaining({
          file: 'pages/notes.txt',
          message: expect.stringMatching(/not a YAML or JSON/) as string,
        }),
        {
          file: 'studies/migraine-study/study.en.yaml',
          field: 'contactFormKey',
          message: 'names the form "no-such-form", which the pack does not have in en',
        },
        {
          file: 'studies/migraine-study/screener.json',
          field: 'qualification[0].all[0].question',
          message: 'names the question "diagnosd", which the questionnaire does not ask',
        },
        expect.objectContaining({
          file: 'studies/asthma-study/screener.json',
          field: expect.stringMatching(/^definition\.pages\[\d+\]\.elements\[\d+\]\.visibleIf$/) as string,
          line: expect.any(Number) as number,
          message: 'The condition names a question that does not exist: {diagnosis}',
        }),
        {
          file: 'studies/asthma-study/pages/home.en.yaml',
          line: lineOf('studies/asthma-study/pages/home.en.yaml', /linkHref: \/resorces/),
          field: 'components[0].fields.linkHref',
          message: 'links to /resorces#top, a page the pack does not have',
        },
        {
          file: 'studies/asthma-study/pages/home.es.yaml',
          line: lineOf('studies/asthma-study/pages/home.es.yaml', /linkHref: \/es\/demo-only/),
          field: 'components[0].fields.linkHref',
          message: 'links to /es/demo-only-in-english, a page the pack does not have in es',
        },
        { file: 'pages', message: 'has no en page at /dnq/minor (an outcome page a journey ends on)' },
        { file: 'pages', message: 'has no es page at /dnq/minor (an outcome page a journey ends on)' },
        expect.objectContaining({
          file: 'forms/adult-contact-form.en.yaml',
          line: lineOf('forms/adult-contact-form.en.yaml', /- type: signature/),
          field: expect.stringMatching(/^fields\[\d+\]\.type$/) as string,
        }),
      ]),
    );
  });

  it('reports a mistake once: an invalid page or form still counts as there for the other files', () => {
    const problems = problemsOf(broken);
    // The page with an unknown component, and the form with an unknown field type, are invalid;
    // neither their translations, nor the links to the page, nor the studies naming the form are
    // reported again as missing.
    expect(problems.filter((problem) => /about-clinical-research\.es/.test(problem.file))).toEqual([]);
    expect(
      problems.filter((problem) => /links to (\/es)?\/about-clinical-research/.test(problem.message)),
    ).toEqual([]);
    expect(problems.filter((problem) => /adult-contact-form/.test(problem.message))).toEqual([]);
  });

  it('refuses a folder that is no pack', () => {
    expect(problemsOf(join(broken, 'no-such-folder'))).toEqual([
      { file: '.', message: `${join(broken, 'no-such-folder')} is not a folder` },
    ]);
  });

  it('npm run content:check prints the report and exits 1 on a broken pack, 0 on a good one', () => {
    const run = (dir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/content/content-check.ts', dir], {
        encoding: 'utf8',
      });
    const bad = run(broken);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(formatPackProblems(problemsOf(broken), broken));
    const good = run(DEMO_PACK_DIR);
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/the pack "demo" is valid \(306 files, 174 pages, 132 items in en, es/);
  });

  it('the server refuses to start on a broken pack, printing the same report', () => {
    const server = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      encoding: 'utf8',
      // The embedded database in memory, whatever this run's DATABASE_URL: the pack is refused before
      // anything is written, and a server migrating the shared PostgreSQL database beside the
      // suite's own schemas is a race that has nothing to do with the pack.
      env: {
        ...process.env,
        DATABASE_URL: '',
        CONTENT_DIR: broken,
        DATA_DIR: 'memory://',
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      timeout: 60_000,
    });
    expect(server.status).toBe(1);
    expect(server.stderr).toContain(formatPackProblems(problemsOf(broken), broken));
  });
});
