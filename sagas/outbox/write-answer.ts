import { checkAnswer, type CheckedAnswer } from '../../src/shared/contracts/check-answer';
import type { CallContract } from '../../src/shared/contracts/define-call';

/** What a delivered outbox entry holds of its answer, as the drain stored it. */
export interface DeliveredAnswer {
  response?: unknown;
  /** The server committed the write but its answer did not match the contract. */
  answerUnusable?: boolean;
}

/** The drain stores answers of 2xx only: a delivered entry's answer is checked as one. */
const DELIVERED_STATUS = 200;

/**
 * The typed answer of a delivered write. The drain already checked it before storing it; it is
 * checked again here because an entry may have been stored by an older version of the app, whose
 * contract said something else, and because the check is what gives the answer its type.
 */
export function writeAnswer<C extends CallContract>(
  contract: C,
  delivered: DeliveredAnswer,
): CheckedAnswer<C> {
  if (delivered.answerUnusable) return { ok: false, callName: contract.name, issues: [] };
  return checkAnswer(contract, { status: DELIVERED_STATUS, body: delivered.response });
}
