import type { AnswerMismatch } from './check-answer';

/**
 * A mismatch for a log line: the call and where its answer went wrong, never the values. Kept
 * apart from checkAnswer, which every page loads, because only a few flows log one.
 */
export function describeMismatch(mismatch: AnswerMismatch): string {
  const where = mismatch.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(root)'} ${issue.code}`,
  );
  return `${mismatch.callName}: the answer does not match its contract${
    where.length ? `: ${where.join(', ')}` : ''
  }`;
}
