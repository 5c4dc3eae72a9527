import type { CallContract, ResponseOf } from '../shared/contracts/define-call';
import { INITIAL_ANSWERS_ELEMENT_ID, type InlinedAnswers } from '../shared/contracts/initial-answers';
import { whenIdle } from '../lib/when-idle';
import { fileInlinedAnswers } from '../shared/offline/content-cache';

/**
 * The answers the server inlined in the page's HTML (see src/shared/contracts/initial-answers.ts).
 * Each is used once, for the query of the same key and call, and only if it passes the call's
 * contract; anything else is ignored and the query asks the API as usual.
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

export function takeInitialAnswer<C extends CallContract>(
  contract: C,
  key: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): ResponseOf<C> | undefined {
  if (!doc) return undefined;
  pending ??= readInlined(doc);
  const entry = pending[key];
  if (!entry || entry.call !== contract.name) return undefined;
  delete pending[key];
  const parsed = contract.response.safeParse(entry.answer);
  return parsed.success ? (parsed.data as ResponseOf<C>) : undefined;
}

/** Test hook: forget what was read. */
export function resetInitialAnswersForTests(): void {
  pending = null;
}
