import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { splitLocalePath } from '../../shared/content-model/language';
import { getContextData, getLayout } from '../../shared/contracts/content';
import { buildUrl } from '../../shared/contracts/define-call';
import {
  contentPathOf,
  contextDataAnswerKey,
  INITIAL_ANSWERS_ELEMENT_ID,
  layoutAnswerKey,
  type InlinedAnswers,
} from '../../shared/contracts/initial-answers';
import type { AppDeps } from '../app-deps';
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
    // The URLs are built exactly as the client builds them (buildUrl, same query order).
    if (layout) {
      answers[layoutAnswerKey(language, contentPath)] = {
        call: getLayout.name,
        url: buildUrl(getLayout.path, {}, { path: contentPath, language }),
        answer: layout,
      };
    }
    if (settings) {
      answers[contextDataAnswerKey(language)] = {
        call: getContextData.name,
        url: buildUrl(getContextData.path, {}, { language }),
        answer: settings,
      };
    }
  } catch {
    // The page then asks the API itself, as it does when served from the service worker's cache.
  }
  return answers;
}

/**
 * Serves the app's index.html for a navigation with the page's first answers inlined. The file is
 * read once; a build without the root element is served as it is.
 */
export function createSpaShell(staticDir: string, deps: AppDeps) {
  const html = readFileSync(resolve(staticDir, 'index.html'), 'utf8');
  const [before, after] = html.includes(ROOT_ELEMENT) ? html.split(ROOT_ELEMENT, 2) : [html, null];
  return async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    reply.code(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    if (after === null || request.method === 'HEAD') return reply.send(html);
    const answers = await initialAnswersFor(deps, request.url);
    const inlined = `<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">${inertJson(answers)}</script>`;
    return reply.send(`${before}${ROOT_ELEMENT}${inlined}${after}`);
  };
}
