import * as z from 'zod/mini';
import { compileCondition, ConditionSyntaxError } from '../domain/questionnaire-condition';
import { lazySchema } from '../lazy-schema';

/*
 * A screener's questionnaire, in the part of the SurveyJS JSON format our questionnaire page
 * renders (src/features/screener/questionnaire): pages of text and single-choice questions,
 * required answers, a date that cannot be in the future, pattern checks, and branching by
 * `visibleIf`. Objects are strict: a SurveyJS feature we do not render (a matrix, `enableIf`, a
 * calculated value…) is refused when the content is loaded, with the path to it, instead of being
 * silently ignored in front of a participant.
 */

/** A text in every language the site has: `default` is English (SurveyJS's own convention). */
export const localizedTextSchema = lazySchema(() =>
  z.union([
    z.string().check(z.maxLength(2000)),
    z.strictObject({
      default: z.string().check(z.maxLength(2000)),
      es: z.optional(z.string().check(z.maxLength(2000))),
    }),
  ]),
);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const questionName = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)));

/** Parsed (and its questions checked) once, with the whole definition: see checkConditions. */
const condition = lazySchema(() => z.string().check(z.maxLength(500)));

const isPattern = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

export const regexValidatorSchema = lazySchema(() =>
  z.strictObject({
    type: z.literal('regex'),
    regex: z.string().check(z.maxLength(500), z.refine(isPattern, 'Not a valid regular expression')),
    text: z.optional(localizedTextSchema),
  }),
);

const questionBase = {
  name: questionName,
  title: localizedTextSchema,
  isRequired: z.optional(z.boolean()),
  visibleIf: z.optional(condition),
};

export const textQuestionSchema = lazySchema(() =>
  z.strictObject({
    ...questionBase,
    type: z.literal('text'),
    inputType: z.optional(z.enum(['text', 'date', 'number', 'email', 'tel'])),
    /** The browser's autofill purpose (WCAG 1.3.5), e.g. `bday` or `postal-code`. */
    autocomplete: z.optional(z.string().check(z.regex(/^[a-z-]{1,40}$/))),
    maxLength: z.optional(z.number().check(z.int(), z.gte(1), z.lte(2000))),
    /** Only `today()`: a date answer may not be later than the day it is given. */
    maxValueExpression: z.optional(z.literal('today()')),
    validators: z.optional(z.array(regexValidatorSchema).check(z.maxLength(10))),
  }),
);
export type TextQuestion = z.infer<typeof textQuestionSchema>;

export const choiceSchema = lazySchema(() =>
  z.strictObject({
    value: z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.number()]),
    text: z.optional(localizedTextSchema),
  }),
);
export type Choice = z.infer<typeof choiceSchema>;

export const radioQuestionSchema = lazySchema(() =>
  z.strictObject({
    ...questionBase,
    type: z.literal('radiogroup'),
    choices: z.array(choiceSchema).check(z.minLength(1), z.maxLength(50)),
  }),
);
export type RadioQuestion = z.infer<typeof radioQuestionSchema>;

export const questionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [textQuestionSchema, radioQuestionSchema]),
);
export type Question = z.infer<typeof questionSchema>;

export const questionnairePageSchema = lazySchema(() =>
  z.strictObject({
    name: questionName,
    title: z.optional(localizedTextSchema),
    elements: z.array(questionSchema).check(z.minLength(1), z.maxLength(100)),
  }),
);
export type QuestionnairePage = z.infer<typeof questionnairePageSchema>;

/**
 * Every name appears once, and every condition is in the supported subset and names questions of
 * the questionnaire (each condition is compiled once, here).
 */
function checkReferences(
  definition: { pages: ReadonlyArray<{ elements: ReadonlyArray<{ name: string; visibleIf?: string }> }> },
  context: z.core.$RefinementCtx,
) {
  const names = new Set<string>();
  // SurveyJS finds the question a condition names without case: "Age" and "age" would be one.
  const lowerNames = new Map<string, string>();
  for (const [pageIndex, page] of definition.pages.entries()) {
    for (const [index, question] of page.elements.entries()) {
      const same = lowerNames.get(question.name.toLowerCase());
      if (same !== undefined)
        context.addIssue({
          code: 'custom',
          message:
            same === question.name
              ? `The question name "${question.name}" is used twice`
              : `The question names "${same}" and "${question.name}" differ only in case, which SurveyJS does not tell apart`,
          path: ['pages', pageIndex, 'elements', index, 'name'],
          input: question.name,
        });
      names.add(question.name);
      lowerNames.set(question.name.toLowerCase(), question.name);
    }
  }
  for (const [pageIndex, page] of definition.pages.entries()) {
    for (const [index, question] of page.elements.entries()) {
      if (!question.visibleIf) continue;
      const path = ['pages', pageIndex, 'elements', index, 'visibleIf'];
      let read: ReadonlySet<string>;
      try {
        read = compileCondition(question.visibleIf).questions;
      } catch (error) {
        if (!(error instanceof ConditionSyntaxError)) throw error;
        context.addIssue({
          code: 'custom',
          message: `Not a supported condition: ${error.message}`,
          path,
          input: question.visibleIf,
        });
        continue;
      }
      for (const name of read) {
        if (!names.has(name))
          context.addIssue({
            code: 'custom',
            message: `The condition names a question that does not exist: {${name}}`,
            path,
            input: question.visibleIf,
          });
      }
    }
  }
}

export const questionnaireDefinitionSchema = lazySchema(() =>
  z
    .strictObject({
      title: z.optional(localizedTextSchema),
      /** Accepted for SurveyJS compatibility; questions are never numbered. */
      showQuestionNumbers: z.optional(z.enum(['off', 'on'])),
      /** Answers of hidden questions are always dropped when they are hidden (SurveyJS `onHidden`). */
      clearInvisibleValues: z.optional(z.literal('onHidden')),
      /** Shown after Complete. Only its text is used (headings and paragraphs): never markup. */
      completedHtml: z.optional(localizedTextSchema),
      pages: z.array(questionnairePageSchema).check(z.minLength(1), z.maxLength(50)),
    })
    .check(z.superRefine(checkReferences)),
);
export type QuestionnaireDefinition = z.infer<typeof questionnaireDefinitionSchema>;
