import * as z from 'zod/mini';
import { screenerOutputSchema, type ScreenerOutput } from './screener-output';
import { lazySchema } from '../lazy-schema';
export { FRAME_HEIGHT_PADDING, FRAME_INITIAL_HEIGHT, frameHeightFor } from './screener-frame-height';

/*
 * The postMessage protocol between the questionnaire (iframe, src/screener.tsx) and the page
 *:
 *  - question info, a '::'-separated string: `question::{screenerId}::{responseId}::{question}::{page}`
 *    sent when a question is answered; the first one carrying a response id creates the
 *    prescreener record;
 *  - a height report, `height::{pixels}`: the page sizes the iframe to pixels + 30 (400 at first);
 *  - the final OBJECT, the screener output plus screenerID and screenerResponseID: its
 *    lastQuestion marks the screener finished.
 * Both sides post to / accept from the app's own origin only.
 */

export const SEPARATOR = '::';
const MAX_HEIGHT = 20_000;

/** Names travel inside '::' strings, so they are restricted to characters that cannot split them. */
const tokenSchema = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,100}$/)));

export interface QuestionInfo {
  screenerId: string;
  responseId: string;
  question: string;
  /** 0-based index of the page the question is on. */
  page: number;
}

export const screenerCompletionSchema = lazySchema(() =>
  z.extend(screenerOutputSchema, {
    screenerID: tokenSchema,
    screenerResponseID: tokenSchema,
  }),
);
export type ScreenerCompletion = z.infer<typeof screenerCompletionSchema>;

export type FrameMessage =
  | { kind: 'question'; info: QuestionInfo }
  | { kind: 'height'; height: number }
  | { kind: 'completed'; completion: ScreenerCompletion };

export function encodeQuestionMessage(info: QuestionInfo): string {
  return ['question', info.screenerId, info.responseId, info.question, String(info.page)].join(SEPARATOR);
}

export function encodeHeightMessage(height: number): string {
  return ['height', String(Math.max(0, Math.round(height)))].join(SEPARATOR);
}

export function completionMessage(
  output: ScreenerOutput,
  ids: { screenerID: string; screenerResponseID: string },
): ScreenerCompletion {
  return { ...output, ...ids };
}

const isToken = (value: string | undefined): value is string =>
  value !== undefined && tokenSchema.safeParse(value).success;

function parseQuestion(parts: string[]): FrameMessage | null {
  const [, screenerId, responseId, question, page] = parts;
  if (parts.length !== 5 || !isToken(screenerId) || !isToken(responseId) || !isToken(question)) return null;
  const index = Number(page);
  if (!Number.isInteger(index) || index < 0) return null;
  return { kind: 'question', info: { screenerId, responseId, question, page: index } };
}

function parseHeight(parts: string[]): FrameMessage | null {
  const height = Number(parts[1]);
  if (parts.length !== 2 || !Number.isFinite(height) || height < 0 || height > MAX_HEIGHT) return null;
  return { kind: 'height', height };
}

function parseString(data: string): FrameMessage | null {
  if (data.length > 1000) return null;
  const parts = data.split(SEPARATOR);
  if (parts[0] === 'question') return parseQuestion(parts);
  if (parts[0] === 'height') return parseHeight(parts);
  return null;
}

/** A message from the questionnaire, or null for anything else (other senders, bad shapes). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data === 'string') return parseString(data);
  if (typeof data !== 'object' || data === null || !('lastQuestion' in data)) return null;
  const parsed = screenerCompletionSchema.safeParse(data);
  return parsed.success ? { kind: 'completed', completion: parsed.data } : null;
}

/** Splits a completion back into its output and the two ids. */
export function splitCompletion(completion: ScreenerCompletion): {
  output: ScreenerOutput;
  screenerID: string;
  screenerResponseID: string;
} {
  const { screenerID, screenerResponseID, ...output } = completion;
  return { output, screenerID, screenerResponseID };
}
