/*
 * Answers a handler keeps and returns again, unchanged, to later requests (the trial search's
 * kept answers). Marked so, an answer is checked against its contract once and, from its second
 * sending on, sent as bytes encoded once (register-call.ts). Only marked answers are: an object
 * a handler returns again after changing it must never be taken for one checked before.
 */
const keptAnswers = new WeakSet<object>();

/** Marks an answer that will be returned again and never changed. */
export function keptAnswer<T extends object>(answer: T): T {
  keptAnswers.add(answer);
  return answer;
}

export function isKeptAnswer(body: unknown): body is object {
  return typeof body === 'object' && body !== null && keptAnswers.has(body);
}
