import * as z from 'zod/mini';
import { questionnaireDefinitionSchema } from './questionnaire-definition';
import { lazySchema } from '../lazy-schema';

const name = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
const protocol = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(60)));
const age = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(120)));

/** One answer test: the question's value is one of `anyOf` (hidden questions have no value). */
export const qualificationConditionSchema = lazySchema(() =>
  z.object({
    question: name,
    anyOf: z.array(z.union([z.string(), z.number(), z.boolean()])).check(z.minLength(1)),
  }),
);

/**
 * When an answer set qualifies for a protocol: every condition holds and, when given, the age
 * from the date of birth is within the range (a missing or invalid date then disqualifies).
 */
export const qualificationRuleSchema = lazySchema(() =>
  z.object({
    protocol,
    all: z.array(qualificationConditionSchema).check(z.minLength(1), z.maxLength(50)),
    ageRange: z.optional(z.object({ min: age, max: age })),
  }),
);
export type QualificationRule = z.infer<typeof qualificationRuleSchema>;

/**
 * A pre-screening questionnaire. `definition` is the questionnaire, in the part of the SurveyJS
 * JSON format the embedded questionnaire page renders (questionnaire-definition.ts). Localised
 * strings live inside it (SurveyJS `{ "default": …, "es": … }` values). `qualification` is declarative, so the qualified
 * protocols (pSec) are computed by a pure, tested rule (src/shared/domain/screener-output.ts)
 * rather than by expressions hidden in the definition.
 */
export const screenerSchema = lazySchema(() =>
  z
    .object({
      id: name,
      studyKey: name,
      /** Protocols a qualified answer set can map to (reported back as pSec). */
      protocols: z.array(protocol).check(z.minLength(1)),
      qualification: z.array(qualificationRuleSchema).check(z.minLength(1)),
      definition: questionnaireDefinitionSchema,
    })
    .check(
      z.refine(
        (screener) => screener.qualification.every((rule) => screener.protocols.includes(rule.protocol)),
        {
          message: 'Every qualification rule must name one of the screener protocols',
        },
      ),
    ),
);

export type Screener = z.infer<typeof screenerSchema>;
