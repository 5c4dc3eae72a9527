import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { splitLocalePath } from '../../shared/content-model/language';
import { getContextData, getLayout } from '../../shared/contracts/content';
import {
  contentPathOf,
  contextDataAnswerKey,
  INITIAL_ANSWERS_ELEMENT_ID,
  layoutAnswerKey,
  type InlinedAnswers,
} from '../../shared/contracts/initial-answers';
import { isAppPage } from '../../shared/contracts/app-pages';
import { FIRST_PAINT_ATTRIBUTE } from '../../shared/contracts/first-paint';
import type { AppDeps } from '../app-deps';
import type { FirstPaint } from '../first-paint/first-paint';
import { createWidgetAssets, type WidgetAssets } from '../first-paint/widget-links';
import { listAnswersFor } from '../first-paint/list-answers';
import { inlinedAnswer } from '../first-paint/inlined-answer';
import { resolveLayout } from '../content/layout';
import { pathOf } from '../http/api-paths';
import { contextDataAnswer } from '../routes/content';
import { REVALIDATE } from './static-files';

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON that cannot close its <script> element or open a comment, whatever the content says. */
export function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The layout and site settings of the page a navigation asks for; none when unknown or failing. */
export async function initialAnswersFor(deps: AppDeps, url: string): Promise<InlinedAnswers> {
  const { language, path } = splitLocalePath(pathOf(url));
  const contentPath = contentPathOf(path);
  const answers: InlinedAnswers = {};
  const query = getLayout.query.safeParse({ path: contentPath, language });
  try {
    const [layout, settings] = await Promise.all([
      query.success ? resolveLayout(deps.db, contentPath, language) : null,
      contextDataAnswer(deps, deps.db, language),
    ]);
    // Each URL built exactly as the client builds it (buildUrl, same query order).
    if (layout) {
      answers[layoutAnswerKey(language, contentPath)] = inlinedAnswer(
        getLayout,
        { path: contentPath, language },
        layout,
      );
      Object.assign(answers, listAnswersFor(layout, language));
    }
    if (settings) {
      answers[contextDataAnswerKey(language)] = inlinedAnswer(getContextData, { language }, settings);
    }
  } catch {
    // The page then asks the API itself, as it does when served from the service worker's cache.
  }
  return answers;
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The head of a page sent with its first screen: the widgets' stylesheets linked, and the app's
 * module script and preloads replaced by public/first-paint-boot.js, which requests them once the
 * rendered screen is on display (the markup and its CSS get a slow connection first).
 */
export function firstPaintHead(head: string, widgets: WidgetAssets): string {
  const entry = MODULE_SCRIPT.exec(head)?.[1];
  if (!entry) return head;
  const chunks = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const links = widgets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const boot = `<script defer src="/first-paint-boot.js" data-entry="${entry}" data-chunks="${[...chunks, ...widgets.js].join(' ')}"></script>`;
  return head
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${links}${boot}</head>`);
}

/** The content page a navigation opens, from its inlined layout answer, if the page is one. */
function layoutOf(
  answers: InlinedAnswers,
): { found: boolean; title: string | null; components: { name: string }[] } | null {
  for (const entry of Object.values(answers)) {
    if (entry.call !== getLayout.name) continue;
    const layout = entry.answer as {
      found?: boolean;
      page?: { title?: string; components?: { name: string }[] };
    } | null;
    if (!layout?.page?.components) return null;
    return {
      found: layout.found !== false,
      title: typeof layout.page.title === 'string' ? layout.page.title : null,
      components: layout.page.components,
    };
  }
  return null;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves the app's index.html for a navigation with the page's first answers inlined and, for a
 * content page, its first screen rendered in (src/server/first-paint) with the links its widgets
 * need. The file is read once; a build without the root element is served as it is.
 */
export function createSpaShell(staticDir: string, deps: AppDeps, firstPaint: FirstPaint | null = null) {
  const html = readFileSync(resolve(staticDir, 'index.html'), 'utf8');
  const [before, after] = html.includes(ROOT_ELEMENT) ? html.split(ROOT_ELEMENT, 2) : [html, null];
  const widgetAssets = createWidgetAssets(staticDir);
  return async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    reply.code(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    if (after === null || before === undefined || request.method === 'HEAD') return reply.send(html);
    const answers = await initialAnswersFor(deps, request.url);
    const { language, path } = splitLocalePath(pathOf(request.url));
    const layout = layoutOf(answers);
    const appPage = isAppPage(contentPathOf(path));
    // An address the content does not have is a 404 (its page is the content's not-found page).
    if (layout && !layout.found && !appPage) reply.code(404);
    // The page's language and title from the first byte (assistive technology, translation
    // prompts, tabs and link previews before any script runs, whatever site the pack is).
    const page = before
      .replace(/<html lang="[a-z-]*"/i, `<html lang="${language}"`)
      .replace(/<title>[^<]*<\/title>/, (shellTitle) =>
        layout?.title && !appPage ? `<title>${escapeText(layout.title)}</title>` : shellTitle,
      );
    const answersJson = inertJson(answers);
    const inlined = `<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">${answersJson}</script>`;
    const rendered =
      firstPaint && layout && !appPage ? await firstPaint.render(request.url, answers, answersJson) : null;
    if (!rendered || !layout) return reply.send(`${page}${ROOT_ELEMENT}${inlined}${after}`);
    const head = firstPaintHead(page, widgetAssets(layout.components.map((c) => c.name)));
    const root = `<div id="root" ${FIRST_PAINT_ATTRIBUTE} inert>${rendered}</div>`;
    return reply.send(`${head}${root}${inlined}${after}`);
  };
}
