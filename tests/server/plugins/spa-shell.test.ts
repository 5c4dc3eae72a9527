import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPage, publishDemoContent } from '../../support/demo-content';
import { inertJson } from '../../../src/server/plugins/spa-shell';
import { siteSettingsSchema } from '../../../src/shared/content-model/site-settings';
import { layoutResponseSchema } from '../../../src/shared/contracts/content';
import type { InlinedAnswers } from '../../../src/shared/contracts/initial-answers';
import { createTestApp, type TestApp } from '../support/test-app';

const INDEX =
  '<!doctype html><html><head><title>Trials</title></head><body><div id="root"></div><script src="/x.js"></script></body></html>';

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spa-shell-test-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  // The first screen rendered in is tested in tests/server/first-paint; here the shell and its answers.
  t = await createTestApp({ config: { staticDir: dir, firstPaint: false } });
  await publishDemoContent(t.deps.db);
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const navigate = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { accept: 'text/html' } });

function inlinedAnswers(body: string): InlinedAnswers {
  const match = /<script type="application\/json" id="initial-answers">(.*?)<\/script>/s.exec(body);
  if (!match?.[1]) throw new Error('no inlined answers in the page');
  return JSON.parse(match[1]) as InlinedAnswers;
}

describe('the SPA shell with the first answers inlined', () => {
  it('inlines the home page layout and the site settings, each valid against its contract', async () => {
    const res = await navigate('/');
    expect(res.statusCode).toBe(200);
    const answers = inlinedAnswers(res.body);
    expect(Object.keys(answers).sort()).toEqual(['context-data:en', 'layout:en:/']);
    expect(answers['layout:en:/']?.call).toBe('layout');
    expect(layoutResponseSchema.safeParse(answers['layout:en:/']?.answer).success).toBe(true);
    expect(siteSettingsSchema.safeParse(answers['context-data:en']?.answer).success).toBe(true);
    // The inlined layout is exactly what the API answers for the same page.
    const api = await t.app.inject({ method: 'GET', url: '/api/layout?path=%2F&language=en' });
    expect(answers['layout:en:/']?.answer).toEqual(api.json());
    // So are the settings: the client uses both as they are, without checking them again.
    const settings = await t.app.inject({ method: 'GET', url: answers['context-data:en']?.url ?? '' });
    expect(answers['context-data:en']?.answer).toEqual(settings.json());
  });

  it('keys a localized page by its language and its content path without a trailing slash', async () => {
    const answers = inlinedAnswers((await navigate('/es/migraine-study/?utm_source=x')).body);
    expect(Object.keys(answers).sort()).toEqual(['context-data:es', 'layout:es:/migraine-study']);
  });

  it("inlines every page of the lists a contact form's dropdowns draw on, as the list calls answer them", async () => {
    const answers = inlinedAnswers((await navigate('/migraine-study/contact-info/adult')).body);
    const listKeys = Object.keys(answers).filter((key) => key.startsWith('list:'));
    expect(listKeys).toEqual(
      expect.arrayContaining(['list:states:en:US:1', 'list:states:en:US:3', 'list:time-zones:en:US:1']),
    );
    for (const key of listKeys) {
      const entry = answers[key];
      const api = await t.app.inject({ method: 'GET', url: entry?.url ?? '' });
      expect(api.statusCode).toBe(200);
      expect(entry?.answer).toEqual(api.json());
    }
    const states = listKeys.filter((key) => key.startsWith('list:states:'));
    expect(answers[states[states.length - 1] ?? '']?.answer).toMatchObject({ hasNextPage: false });
  });

  it('inlines no list on a page without a form', async () => {
    const answers = inlinedAnswers((await navigate('/migraine-study')).body);
    expect(Object.keys(answers).filter((key) => key.startsWith('list:'))).toEqual([]);
  });

  it('inlines no layout for a path the layout call would refuse, and still serves the page', async () => {
    const res = await navigate(`/${Array.from({ length: 6 }, () => 'a'.repeat(99)).join('/')}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(inlinedAnswers(res.body))).toEqual(['context-data:en']);
  });

  it('puts the answers after the root element and before the scripts', async () => {
    const body = (await navigate('/')).body;
    expect(body.indexOf('<div id="root"></div>')).toBeLessThan(body.indexOf('id="initial-answers"'));
    expect(body.indexOf('id="initial-answers"')).toBeLessThan(body.indexOf('<script src="/x.js">'));
  });

  it("names the page in its title from the first byte, escaped, and leaves the app's own pages alone", async () => {
    const home = await navigate('/');
    expect(home.body).toContain(`<title>${demoPage('/').title.replace(/&/g, '&amp;')}</title>`);
    const spanish = await navigate('/es/migraine-study');
    expect(spanish.body).toContain(`<title>${demoPage('/migraine-study', 'es').title}</title>`);
    expect((await navigate('/demo/mailbox')).body).toContain('<title>Trials</title>');
  });

  it('answers an address the content does not have with 404 and the not-found page', async () => {
    const res = await navigate('/es/no-such-study');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<title>${demoPage('/404', 'es').title}</title>`);
    const answers = inlinedAnswers(res.body);
    expect(answers['layout:es:/no-such-study']?.answer).toMatchObject({ found: false });
    // The app's own pages are not content: they are found.
    expect((await navigate('/kiosk')).statusCode).toBe(200);
  });

  it('answers HEAD with the plain shell', async () => {
    const res = await navigate('/', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('inertJson', () => {
  it('cannot close the script element, open a comment or break a line in old parsers', () => {
    const text = inertJson({ a: '</script><!-- & \u2028\u2029 -->' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028\u2029 -->' });
  });
});
