import type { Language } from '../../../shared/content-model/language';
import type {
  LocalizedText,
  Question,
  QuestionnaireDefinition,
  QuestionnairePage,
} from '../../../shared/content-model/questionnaire-definition';
import {
  compileCondition,
  type Answers,
  type Condition,
} from '../../../shared/domain/questionnaire-condition';
import { completionMessage, type ScreenerCompletion } from '../../../shared/domain/screener-messages';
import { computeScreenerOutput, type AnsweredQuestion } from '../../../shared/domain/screener-output';
import type { ScreenerFrameParams } from '../../../shared/domain/screener-url';
import type { ScreenerContent } from './load-screener';
import { QUESTIONNAIRE_STRINGS } from './questionnaire-strings';

/*
 * The questionnaire's rules, without a screen: which questions show, what an answer does to the
 * others, what stops Next, and what the output module reads at Complete. The page
 * (questionnaire-form.tsx) only renders this state and reports it.
 */

export type AnswerValue = string | number;
export type AnswerMap = Readonly<Record<string, AnswerValue>>;

export function localize(text: LocalizedText | undefined, language: Language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return (language === 'es' ? text.es : undefined) ?? text.default;
}

const conditions = new Map<string, Condition>();
function conditionOf(source: string): Condition {
  let test = conditions.get(source);
  if (!test) {
    test = compileCondition(source).test;
    conditions.set(source, test);
  }
  return test;
}

export function isVisible(question: Question, answers: Answers): boolean {
  return question.visibleIf === undefined || conditionOf(question.visibleIf)(answers);
}

export function visibleQuestions(page: QuestionnairePage, answers: Answers): Question[] {
  return page.elements.filter((question) => isVisible(question, answers));
}

const allQuestions = (definition: QuestionnaireDefinition) =>
  definition.pages.flatMap((page) => page.elements);

/**
 * Sets one answer (an empty one removes it), then drops the answers of every question that this
 * hid, and of those that hid in turn (SurveyJS `clearInvisibleValues: 'onHidden'`).
 */
export function withAnswer(
  definition: QuestionnaireDefinition,
  answers: AnswerMap,
  name: string,
  value: AnswerValue | undefined,
): AnswerMap {
  const next: Record<string, AnswerValue> = { ...answers };
  if (value === undefined || value === '') delete next[name];
  else next[name] = value;
  for (let changed = true; changed;) {
    changed = false;
    for (const question of allQuestions(definition)) {
      if (question.name in next && !isVisible(question, next)) {
        delete next[question.name];
        changed = true;
      }
    }
  }
  return next;
}

/** Today's date in the person's own time zone, as an ISO date (what a date input holds). */
export function isoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What is wrong with one answer, in the person's language; null when it is fine. */
export function answerError(
  question: Question,
  value: AnswerValue | undefined,
  language: Language,
  today: Date,
): string | null {
  const text = QUESTIONNAIRE_STRINGS[language];
  const given = value === undefined ? '' : String(value).trim();
  if (given === '') return question.isRequired ? text.required : null;
  if (question.type === 'radiogroup') {
    return question.choices.some((choice) => String(choice.value) === given) ? null : text.notAChoice;
  }
  if (question.maxLength !== undefined && given.length > question.maxLength)
    return text.tooLong(question.maxLength);
  if (question.inputType === 'date') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(Date.parse(given))) return text.notADate;
    if (question.maxValueExpression === 'today()' && given > isoDay(today)) return text.dateInFuture;
  }
  for (const validator of question.validators ?? []) {
    if (!new RegExp(validator.regex).test(given)) return localize(validator.text, language) || text.invalid;
  }
  return null;
}

/** The errors that stop Next (or Complete) on a page, by question name, in page order. */
export function pageErrors(
  page: QuestionnairePage,
  answers: AnswerMap,
  language: Language,
  today: Date,
): Array<[name: string, message: string]> {
  const errors: Array<[string, string]> = [];
  for (const question of visibleQuestions(page, answers)) {
    const error = answerError(question, answers[question.name], language, today);
    if (error) errors.push([question.name, error]);
  }
  return errors;
}

/** The visible questions of every page with their answers, as the output module reads them. */
export function answeredQuestions(
  definition: QuestionnaireDefinition,
  answers: AnswerMap,
  language: Language,
): AnsweredQuestion[] {
  return allQuestions(definition)
    .filter((question) => isVisible(question, answers))
    .map((question) => {
      const given = answers[question.name];
      // As checked (answerError trims): a ZIP typed with a space reaches the output without it.
      const value = typeof given === 'string' ? given.trim() || undefined : given;
      const choice =
        question.type === 'radiogroup'
          ? question.choices.find((option) => String(option.value) === String(value))
          : undefined;
      return {
        name: question.name,
        title: localize(question.title, language),
        value,
        displayValue:
          value === undefined
            ? ''
            : choice
              ? localize(choice.text, language) || String(choice.value)
              : String(value),
      };
    });
}

/**
 * The answers a signed-in member starts with (date of birth, ZIP and sex from the survey URL),
 * under the question names the screeners use, for the questions this questionnaire asks.
 */
export function prefilledAnswers(
  definition: QuestionnaireDefinition,
  params: Pick<ScreenerFrameParams, 'dob' | 'zip' | 'gender'>,
): AnswerMap {
  const prefill = { dob: params.dob, zipCode: params.zip, g: params.gender?.toLowerCase() };
  let answers: AnswerMap = {};
  const asked = new Set(allQuestions(definition).map((question) => question.name));
  for (const [name, value] of Object.entries(prefill)) {
    if (value && asked.has(name)) answers = withAnswer(definition, answers, name, value);
  }
  return answers;
}

/** What Complete sends to the page: the screener output of the answers, with the response id. */
export function questionnaireCompletion(
  content: ScreenerContent,
  params: Pick<ScreenerFrameParams, 'language' | 'patientType'>,
  answers: AnswerMap,
  responseId: string,
  today: Date,
): ScreenerCompletion {
  const output = computeScreenerOutput({
    screener: content.screener,
    questions: answeredQuestions(content.screener.definition, answers, params.language),
    patientType: params.patientType,
    condition: content.condition,
    today,
  });
  return completionMessage(output, { screenerID: content.screener.id, screenerResponseID: responseId });
}
