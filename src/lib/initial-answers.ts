import type { CallContract, ResponseOf } from '../shared/contracts/define-call';
import { INITIAL_ANSWERS_ELEMENT_ID, type InlinedAnswers } from '../shared/contracts/initial-answers';
import { whenIdle } from './when-idle';
import { fileInlinedAnswers } from '../shared/offline/content-cache';

/**
 * The answers the server inlined in the page's HTML (see src/shared/contracts/initial-answers.ts).
 * A query uses its answer once (the next query of that key asks the API); the site settings are
 * read without using them up (the first render and the site-settings saga both read them). Only
 * an answer of the same key and call counts; anything else is ignored and the API is asked as
 * usual. The server inlines each answer exactly as the call's route sends it, checked against and
 * shaped by the contract (src/server/first-paint/inlined-answer.ts), in the same HTML as the
 * code reading it: it is used as it is, without building the schemas to check it again.
 */
let pending: InlinedAnswers | null = null;

function readInlined(doc: Document): InlinedAnswers {
  const element = doc.getElementById(INITIAL_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (!parsed || typeof parsed !== 'object') return {};
    const answers = parsed as InlinedAnswers;
    // The first visit happens before any service worker: the page files its answers itself, once
    // idle (not while it hydrates), and a copy of them (the queries take theirs out of `answers`).
    if (typeof caches !== 'undefined') {
      const toFile = { ...answers };
      void whenIdle()
        .then(() => fileInlinedAnswers(caches, toFile))
        .catch(() => undefined);
    }
    return answers;
  } catch {
    return {};
  } finally {
    element.remove();
  }
}

/** The inlined answer of `key` if it is an answer of that call, left for the next reader. */
export function peekInitialAnswer<C extends CallContract>(
  contract: C,
  key: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): ResponseOf<C> | undefined {
  if (!doc) return undefined;
  pending ??= readInlined(doc);
  const entry = pending[key];
  if (!entry || entry.call !== contract.name) return undefined;
  // The same object on every read: a render's effects that depend on it do not run again.
  return entry.answer as ResponseOf<C>;
}

/** The inlined answer of `key`, used up: the next query of that key asks the API. */
export function takeInitialAnswer<C extends CallContract>(
  contract: C,
  key: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): ResponseOf<C> | undefined {
  const answer = peekInitialAnswer(contract, key, doc);
  if (pending?.[key]?.call === contract.name) delete pending[key];
  return answer;
}

/** Test hook: forget what was read. */
export function resetInitialAnswersForTests(): void {
  pending = null;
}
