import type * as z from 'zod/mini';
import type { CallContract, ResponseOf } from './define-call';

/** What the server sent back for one call: the HTTP status and the body as JSON. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * An answer its contract does not describe: not a 2xx, or a body of another shape. The issues say
 * where and what (path and code); zod leaves the offending values out, so they can be logged.
 */
export interface AnswerMismatch {
  ok: false;
  callName: string;
  issues: readonly z.core.$ZodIssue[];
}

export type CheckedAnswer<C extends CallContract> = { ok: true; response: ResponseOf<C> } | AnswerMismatch;

/**
 * The one rule for every answer, read or write: only a 2xx whose body matches the contract's
 * response schema reaches the code that asked, parsed (unknown keys dropped, defaults filled).
 */
export function checkAnswer<C extends CallContract>(contract: C, answer: Answer): CheckedAnswer<C> {
  const mismatch = (issues: AnswerMismatch['issues']): AnswerMismatch => ({
    ok: false,
    callName: contract.name,
    issues,
  });
  if (answer.status < 200 || answer.status > 299) return mismatch([]);
  const parsed = contract.response.safeParse(answer.body);
  // The contract's generic response schema loses its output type here; ResponseOf<C> restores it.
  return parsed.success
    ? { ok: true, response: parsed.data as ResponseOf<C> }
    : mismatch(parsed.error.issues);
}
