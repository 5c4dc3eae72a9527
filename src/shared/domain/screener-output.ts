import * as z from 'zod/mini';
import type { QualificationRule, Screener } from '../content-model/screener';
import { patientTypeSchema, type PatientType } from './journey-roles';
import { PSEC_SEPARATOR } from './screener-status';
import { lazySchema } from '../lazy-schema';

export {
  PSEC_SEPARATOR,
  isQualified,
  protocolsOf,
  screenerStatusOf,
  type ScreenerStatus,
} from './screener-status';

/*
 * "Screener output keys": pId, pdfContent, pSec (qualified protocols), r, ed, g, d, m, y, zipCode, cm, b, et,
 * ch, patientType, ac, lastQuestion, condition, genericAnswers. The spec names the keys, not all their
 * meanings; ours:
 *  - pId: the study's primary protocol (the screener's first protocol), always present;
 *  - pSec: the protocols the answers qualify for, comma-separated; ABSENT when disqualified;
 *  - r, ed, g, zipCode, cm, b, et, ch: the answer of the question with that very name, when the
 *    screener asks it (the demo asks g = sex at birth and zipCode);
 *  - d, m, y: day, month and year of the `dob` answer; ac: the age in full years it gives;
 *  - pdfContent: the visible questions and answers as text (a printable summary);
 *  - genericAnswers: every other visible answer, by question name;
 *  - lastQuestion: the last visible question answered; condition: the study's condition.
 */

/** The date-of-birth question's name; its answer is an ISO date (yyyy-mm-dd). */
export const DOB_QUESTION = 'dob';
/** Keys copied from the question of the same name. */
export const DIRECT_ANSWER_KEYS = ['r', 'ed', 'g', 'zipCode', 'cm', 'b', 'et', 'ch'] as const;

const short = lazySchema(() => z.optional(z.string().check(z.maxLength(200))));

export const genericAnswerSchema = lazySchema(() =>
  z.object({
    question: z.string().check(z.minLength(1), z.maxLength(100)),
    answer: z.string().check(z.maxLength(2000)),
  }),
);
export type GenericAnswer = z.infer<typeof genericAnswerSchema>;

export const screenerOutputSchema = lazySchema(() =>
  z.object({
    pId: z.string().check(z.minLength(1), z.maxLength(60)),
    pdfContent: z.string().check(z.maxLength(20_000)),
    pSec: z.optional(z.string().check(z.minLength(1), z.maxLength(600))),
    r: short,
    ed: short,
    g: short,
    d: short,
    m: short,
    y: short,
    zipCode: short,
    cm: short,
    b: short,
    et: short,
    ch: short,
    patientType: patientTypeSchema,
    ac: short,
    lastQuestion: z.string().check(z.minLength(1), z.maxLength(100)),
    condition: z.string().check(z.maxLength(120)),
    genericAnswers: z.array(genericAnswerSchema).check(z.maxLength(200)),
  }),
);
export type ScreenerOutput = z.infer<typeof screenerOutputSchema>;

/** A visible question as the questionnaire shows it, in display order. */
export interface AnsweredQuestion {
  name: string;
  title: string;
  /** The stored value (a radio's value, the date string, …); undefined when unanswered. */
  value: unknown;
  /** The value as shown to the person (the choice's text in their language). */
  displayValue: string;
}

export interface ScreenerOutputInput {
  screener: Pick<Screener, 'protocols' | 'qualification'>;
  questions: readonly AnsweredQuestion[];
  patientType: PatientType;
  condition: string;
  /** The day the age is computed for. */
  today: Date;
}

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/** 'yyyy-mm-dd' → its parts, or null when it is not a real calendar date. */
export function parseBirthDate(value: unknown): BirthDate | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Full years on `today` (UTC calendar day); null for a date in the future. */
export function ageOn(birth: BirthDate, today: Date): number | null {
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const beforeBirthday = m < birth.month || (m === birth.month && d < birth.day);
  const age = y - birth.year - (beforeBirthday ? 1 : 0);
  return age < 0 ? null : age;
}

function hasValue(value: unknown): boolean {
  return (
    value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
  );
}

/** Values compare as text: the output carries answers as text, and 3 and '3' are the same answer. */
function conditionsHold(rule: QualificationRule, answers: ReadonlyMap<string, unknown>): boolean {
  return rule.all.every((condition) => {
    const value = answers.get(condition.question);
    return hasValue(value) && condition.anyOf.some((allowed) => String(allowed) === answerText(value));
  });
}

function ruleHolds(
  rule: QualificationRule,
  answers: ReadonlyMap<string, unknown>,
  age: number | null,
): boolean {
  if (!conditionsHold(rule, answers)) return false;
  if (!rule.ageRange) return true;
  return age !== null && age >= rule.ageRange.min && age <= rule.ageRange.max;
}

/** The protocols the answers qualify for, in the screener's protocol order, each once. */
export function qualifiedProtocols(input: Omit<ScreenerOutputInput, 'patientType' | 'condition'>): string[] {
  const answers = new Map(input.questions.filter((q) => hasValue(q.value)).map((q) => [q.name, q.value]));
  const birth = parseBirthDate(answers.get(DOB_QUESTION));
  const age = birth ? ageOn(birth, input.today) : null;
  const matched = new Set(
    input.screener.qualification.filter((rule) => ruleHolds(rule, answers, age)).map((rule) => rule.protocol),
  );
  return input.screener.protocols.filter((protocol) => matched.has(protocol));
}

function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function birthKeys(value: unknown, today: Date): Partial<ScreenerOutput> {
  const birth = parseBirthDate(value);
  if (!birth) return {};
  const age = ageOn(birth, today);
  return {
    d: String(birth.day),
    m: String(birth.month),
    y: String(birth.year),
    ...(age === null ? {} : { ac: String(age) }),
  };
}

/** Every output key the spec's screener output names, from the visible answers. */
export function computeScreenerOutput(input: ScreenerOutputInput): ScreenerOutput {
  const answered = input.questions.filter((question) => hasValue(question.value));
  const last = answered[answered.length - 1];
  if (!last) throw new Error('A screener output needs at least one answered question');
  const direct: Partial<ScreenerOutput> = {};
  const genericAnswers: GenericAnswer[] = [];
  for (const question of answered) {
    const key = DIRECT_ANSWER_KEYS.find((candidate) => candidate === question.name);
    if (key) direct[key] = answerText(question.value);
    else if (question.name !== DOB_QUESTION) {
      genericAnswers.push({ question: question.name, answer: answerText(question.value) });
    }
  }
  const protocols = qualifiedProtocols(input);
  const dob = answered.find((question) => question.name === DOB_QUESTION);
  return {
    pId: input.screener.protocols[0] ?? '',
    pdfContent: answered.map((q) => `${q.title}: ${q.displayValue}`).join('\n'),
    ...(protocols.length > 0 ? { pSec: protocols.join(PSEC_SEPARATOR) } : {}),
    ...direct,
    ...birthKeys(dob?.value, input.today),
    patientType: input.patientType,
    lastQuestion: last.name,
    condition: input.condition,
    genericAnswers,
  };
}

/**
 * The protocols an output's own answers support, age aside (the server checks a claimed pSec
 * with it: an output cannot qualify on answers that do not). Age is left out because the output
 * may be delivered days after it was computed, across a birthday.
 */
export function protocolsSupportedBy(
  screener: Pick<Screener, 'qualification'>,
  output: Pick<ScreenerOutput, 'genericAnswers' | (typeof DIRECT_ANSWER_KEYS)[number]>,
): string[] {
  const answers = new Map<string, unknown>(output.genericAnswers.map((a) => [a.question, a.answer]));
  for (const key of DIRECT_ANSWER_KEYS) if (output[key] !== undefined) answers.set(key, output[key]);
  return screener.qualification.filter((rule) => conditionsHold(rule, answers)).map((rule) => rule.protocol);
}
