import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishDemoContent } from '../../support/demo-content';
import { isSendableRender } from '../../../src/server/first-paint/first-paint';
import { createTestApp, type TestApp } from '../support/test-app';

/** index.html as Vite writes it: the module entry, its preloads and the app's stylesheet. */
const INDEX = [
  '<!doctype html><html lang="en"><head><title>Trials</title>',
  '<script type="module" crossorigin src="/assets/app-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/shell-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const WIDGET_ASSETS = {
  HeroSearchForm: {
    js: ['assets/hero-search-form-1.js', 'assets/trials-1.js'],
    css: ['assets/trials-search-1.css'],
  },
  RegistrationStart: { js: ['assets/registration-start-1.js'], css: ['assets/registration-1.css'] },
  Evil: { js: ['https://evil.example/x.js'], css: ['../../etc/passwd.css'] },
};

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'first-paint-test-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'widget-assets.json'), JSON.stringify(WIDGET_ASSETS));
  t = await createTestApp({ config: { staticDir: dir } });
  await publishDemoContent(t.deps.db);
  // A cold server loads the render's modules on its first visits (a render over its time budget is
  // not sent): visit each page once first, as the first visitors after a deploy do.
  for (const path of ['/', '/es', '/migraine-study']) await navigate(path);
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const navigate = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

const rootOf = (html: string) =>
  /<div id="root"([^>]*)>([\s\S]*?)<script type="application\/json"/.exec(html);

describe("a content page's first screen, rendered by the server", () => {
  it('is in the HTML, inert until hydrated, with no script of its own', async () => {
    const html = await navigate('/');
    const [, attributes, markup] = rootOf(html) ?? [];
    expect(attributes).toContain('data-first-paint');
    expect(attributes).toContain('inert');
    expect(markup).toContain(
      '<h1 class="hero-banner__title">Clinical research starts with people like you</h1>',
    );
    expect(markup).toContain('class="site-header"');
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/<!--\$[?!]-->/);
  });

  it('is rendered in the page language, and the document says which', async () => {
    const html = await navigate('/es');
    expect(html).toContain('<html lang="es"');
    expect(rootOf(html)?.[2]).toContain('La investigación clínica comienza con personas como usted');
  });

  it('links the rendered widgets’ stylesheets and starts the code only after the first paint', async () => {
    const html = await navigate('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/trials-search-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/registration-1.css">');
    // The module script and its preloads are handed to the boot script, widgets' chunks included.
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('rel="modulepreload"');
    const boot =
      /<script defer src="\/first-paint-boot.js" data-entry="([^"]+)" data-chunks="([^"]*)"><\/script>/.exec(
        head,
      );
    expect(boot?.[1]).toBe('/assets/app-1.js');
    expect(boot?.[2]?.split(' ')).toEqual(
      expect.arrayContaining(['/assets/vendor-1.js', '/assets/shell-1.js', '/assets/hero-search-form-1.js']),
    );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
  });

  it('never links a file outside the build from the widget list', async () => {
    const html = await navigate('/');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('passwd');
  });

  it('is not rendered for the app’s own pages (kiosk staff screen, demo mailbox)', async () => {
    for (const path of ['/kiosk', '/es/kiosk', '/demo/mailbox']) {
      const html = await navigate(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>');
    }
  });

  it('holds nothing of the person: the same HTML for every visitor, cookies or not', async () => {
    const anonymous = rootOf(await navigate('/migraine-study'))?.[2];
    const withCookies = await t.app.inject({
      method: 'GET',
      url: '/migraine-study',
      headers: { accept: 'text/html', cookie: 'bx_guest_ref=abc; journeyStatus=Partial; enrollmentID=e-1' },
    });
    expect(rootOf(withCookies.body)?.[2]).toBe(anonymous);
  });
});

describe('the switch', () => {
  it('FIRST_PAINT=false sends the plain shell', async () => {
    const off = await createTestApp({ config: { staticDir: dir, firstPaint: false } });
    try {
      await publishDemoContent(off.deps.db);
      const res = await off.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>');
    } finally {
      await off.close();
    }
  });
});

describe('isSendableRender', () => {
  it('refuses a render with a pending or client-rendered boundary or any script', () => {
    expect(isSendableRender('<div><!--$--><p>ok</p><!--/$--></div>')).toBe(true);
    expect(isSendableRender('<div><!--$?--><template id="B:0"></template><!--/$--></div>')).toBe(false);
    expect(isSendableRender('<div><!--$!--><template></template><!--/$--></div>')).toBe(false);
    expect(isSendableRender('<div></div><script>$RC("B:0","S:0")</script>')).toBe(false);
    expect(isSendableRender('<div class="site-map__canvas" style="height:550px"></div>')).toBe(false);
    expect(isSendableRender('<p class="style-guide">style="quoted" as text</p>')).toBe(true);
  });
});
