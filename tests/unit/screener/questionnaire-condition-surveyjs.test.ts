import fc from 'fast-check';
import { ConditionRunner, ConditionsParser } from 'survey-core';
import { compileCondition, ConditionSyntaxError } from '../../../src/shared/domain/questionnaire-condition';

/*
 * Our conditions against SurveyJS's own engine (survey-core, a development dependency only): random
 * conditions from the whole grammar we accept, over random answers, must branch as SurveyJS does.
 */

const surveyjsParses = (source: string) => new ConditionsParser().parseExpression(source) != null;

const word = (...spellings: string[]) => fc.constantFrom(...spellings);
const space = word(' ', ' ', '  ', '\n', '\t', '\r\n');

/** Texts where SurveyJS's loose comparison matters: case, spaces, numbers, booleans, its rewrites. */
const TEXTS = [
  'x',
  'X',
  ' x ',
  'yes',
  'YES',
  '',
  ' ',
  '01',
  '1',
  '18',
  ' 18 ',
  '1.5',
  '1,5',
  '0',
  '0.5',
  '0x1F',
  '1e3',
  '-1',
  '1234567890123456',
  'true',
  'FALSE',
  'undefined',
  'x equal',
  'x equals',
  'a<>b',
  'a!=b',
];
const NUMBERS = [0, 1, 18, -1, 1.5, 100, -0.5];
const OPERATORS = ['=', '==', '<>', '!=', '<', '>', '<=', '>=', '=>', '=<'];

// The grammar we accept. {Age} finds an answer keyed "age" or "AGE", as in SurveyJS.
const question = word('{a}', '{b}', '{c}', '{Age}');
const literal = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(word(...TEXTS), word("'", '"')).map(([text, q]) => q + text + q) },
  word(...NUMBERS.map(String)),
  word('true', 'false', 'TRUE', 'False'),
);
const value = fc.oneof({ weight: 2, arbitrary: question }, literal);
const test = fc.oneof(
  fc.tuple(value, space, word('empty', 'notempty', 'Empty', 'NOTEMPTY')).map((parts) => parts.join('')),
  {
    weight: 3,
    arbitrary: fc.tuple(value, space, word(...OPERATORS), space, value).map((parts) => parts.join('')),
  },
);
const { condition } = fc.letrec<{ condition: string }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', maxDepth: 4, withCrossShrink: true },
    { weight: 3, arbitrary: test },
    fc
      .tuple(tie('condition'), space, word('and', 'or', 'AND', 'Or', '&&', '||'), space, tie('condition'))
      .map((parts) => parts.join('')),
    tie('condition').map((inner) => `(${inner})`),
    fc.tuple(word('!', '! ', '!!'), tie('condition')).map(([bang, inner]) => `${bang}(${inner})`),
  ),
}));

// Answers: texts, numbers, booleans, lists (SurveyJS compares them in any order), nothing.
const answer = fc.oneof(
  { weight: 3, arbitrary: word(...TEXTS, "'x'") },
  fc.constantFrom(...NUMBERS, NaN),
  fc.boolean(),
  fc.constantFrom(undefined, null),
  fc.array(fc.oneof(word('x', 'X', 'yes', '1', '01', '', 'true'), fc.constantFrom(0, 1), fc.boolean()), {
    maxLength: 3,
  }),
  {
    weight: 2,
    arbitrary: fc.constantFrom([], ['x', 'yes'], ['yes', 'x'], ['X', 'yes'], ['YES', 'x'], [1, 'x']),
  },
);
// Keys missing at random; "A" and "AGE" test the lookup without case (the first key that matches).
const answers = fc.record(
  { a: answer, A: answer, b: answer, c: answer, age: answer, AGE: answer },
  { requiredKeys: [] },
);

/** One answer against one value, so that each tricky pair of values meets often. */
const against = fc.oneof(
  { weight: 4, arbitrary: word(...TEXTS.map((text) => `'${text}'`)) },
  word(...NUMBERS.map(String), 'true', 'false'),
  word('{b}'),
);
const single = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(word(...OPERATORS), against).map(([op, right]) => `{a} ${op} ${right}`) },
  { weight: 4, arbitrary: fc.tuple(against, word(...OPERATORS)).map(([left, op]) => `${left} ${op} {a}`) },
  word('{a} empty', '{a} notempty'),
);
const twoAnswers = fc.record({ a: answer, b: answer });

describe('questionnaire conditions branch exactly as SurveyJS (survey-core)', () => {
  it('compiles every condition of the grammar', () => {
    fc.assert(
      fc.property(condition, (source) => {
        expect(() => compileCondition(source)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  // SurveyJS parses a condition once and runs it on several answer records, as a survey does.
  const sameAsSurveyjs = (source: string, records: Array<Record<string, unknown>>) => {
    const runner = new ConditionRunner(source);
    expect(runner.canRun()).toBe(true);
    const { test } = compileCondition(source);
    for (const values of records) expect(test(values)).toBe(runner.runValues(values));
  };

  it('gives the same result as SurveyJS for random conditions over random answers', () => {
    fc.assert(fc.property(condition, fc.array(answers, { minLength: 1, maxLength: 6 }), sameAsSurveyjs), {
      numRuns: 1000,
    });
  });

  it('gives the same result as SurveyJS for one comparison over tricky values', () => {
    fc.assert(fc.property(single, fc.array(twoAnswers, { minLength: 1, maxLength: 6 }), sameAsSurveyjs), {
      numRuns: 1500,
    });
  });

  it.each([
    // SurveyJS cannot parse these either.
    ['not {a} empty', false],
    ["{a} = 'x' and", false],
    ['{a} = 01', false],
    ['{a} = - 5', false],
    ['{a} = .5', false],
    [`{a} = 'say "hi"'`, false],
    ["{a}\u00a0= 'x'", false],
    ['', false],
    // SurveyJS parses these; we refuse them as traps or as more than a screener needs.
    ["not({a} = 'x')", true], // an unknown function "not", always false
    ["!{a} = 'x'", true], // compares !{a} with 'x'
    ["({a} = 'x'", true], // a missing ")" SurveyJS forgives
    ['{a} = yes', true], // a bare word taken as text
    ['{a} = 1 = true', true], // a chained comparison
    ['{a} = {b} empty', true], // {a} compared with a condition
    ['{a}', true],
    ["{a} = 'x' or true", true],
    ["{a} = 'x\\'y'", true],
    ["{a} equal 'x'", true],
    ["{a} contains 'x'", true],
    ["{a} anyof ['x', 'y']", true],
    ["iif({a}, 'x', 'y')", true],
    ['{a} + 1 > 3', true],
  ])('refuses %s (SurveyJS parses it: %s)', (source, parsedBySurveyjs) => {
    expect(() => compileCondition(source)).toThrow(ConditionSyntaxError);
    expect(surveyjsParses(source)).toBe(parsedBySurveyjs);
  });
});
