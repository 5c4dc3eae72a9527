import { compileCondition, ConditionSyntaxError } from '../../../src/shared/domain/questionnaire-condition';

const holds = (source: string, answers: Record<string, unknown>) => compileCondition(source).test(answers);

describe('questionnaire conditions (visibleIf)', () => {
  it('compares an answer with a quoted value, = and <>', () => {
    expect(holds("{diagnosed} = 'yes'", { diagnosed: 'yes' })).toBe(true);
    expect(holds("{diagnosed} = 'yes'", { diagnosed: 'no' })).toBe(false);
    expect(holds('{diagnosed} == "yes"', { diagnosed: 'yes' })).toBe(true);
    expect(holds("{diagnosed} <> 'yes'", { diagnosed: 'no' })).toBe(true);
    expect(holds("{diagnosed} != 'yes'", { diagnosed: 'yes' })).toBe(false);
  });

  it('never matches an unanswered question with a value, so a follow-up stays hidden until its answer', () => {
    expect(holds("{diagnosed} = 'yes'", {})).toBe(false);
    expect(holds("{diagnosed} <> 'yes'", {})).toBe(true);
  });

  it('compares numbers loosely, as SurveyJS does', () => {
    expect(holds('{age} = 18', { age: '18' })).toBe(true);
    expect(holds("{age} = '18'", { age: 18 })).toBe(true);
    expect(holds('{age} = 18', { age: ' 18 ' })).toBe(true);
    expect(holds('{smoker} = true', { smoker: true })).toBe(true);
    expect(holds('{smoker} = true', { smoker: 'TRUE' })).toBe(true);
  });

  it('compares text without case or surrounding spaces, as SurveyJS does', () => {
    expect(holds("{diagnosed} = 'yes'", { diagnosed: 'Yes' })).toBe(true);
    expect(holds("{diagnosed} = 'YES '", { diagnosed: 'yes' })).toBe(true);
    expect(holds("{diagnosed} <> 'yes'", { diagnosed: 'YES' })).toBe(false);
  });

  it("takes '01' for 1, as SurveyJS does", () => {
    expect(holds('{code} = 1', { code: '01' })).toBe(true);
    expect(holds("{code} = '01'", { code: 1 })).toBe(true);
    expect(holds("{code} = '01'", { code: '1' })).toBe(true);
  });

  it('takes two empty answers as equal, and an unanswered question as equal to the empty text', () => {
    expect(holds('{a} = {b}', {})).toBe(true);
    expect(holds('{a} = {b}', { a: '' })).toBe(true);
    expect(holds("{a} = ''", {})).toBe(true);
    expect(holds("{a} <> ''", {})).toBe(false);
  });

  it('compares a list answer as a list: never equal to one of its values, equal to a list in any order', () => {
    expect(holds("{a} = 'x'", { a: ['x'] })).toBe(false);
    expect(holds("{a} <> 'x'", { a: ['x', 'y'] })).toBe(true);
    expect(holds('{a} = {b}', { a: ['x', 'y'], b: ['y', 'x'] })).toBe(true);
    expect(holds('{a} empty', { a: [] })).toBe(true);
  });

  it('orders numbers, never an unanswered question', () => {
    expect(holds('{age} >= 18', { age: '18' })).toBe(true);
    expect(holds('{age} >= 18', { age: '9' })).toBe(false);
    expect(holds('{age} => 18', { age: 30 })).toBe(true);
    expect(holds('{age} < 18', {})).toBe(false);
  });

  it('finds a question without case, as SurveyJS does', () => {
    expect(holds('{Age} = 18', { age: 18 })).toBe(true);
  });

  it('knows empty, notempty, and, or, ! and parentheses, with and binding tighter than or', () => {
    expect(holds('{a} notempty', { a: 'x' })).toBe(true);
    expect(holds('{a} empty', { a: '' })).toBe(true);
    expect(holds("{a} = 'x' and {b} = 'y'", { a: 'x', b: 'z' })).toBe(false);
    expect(holds("{a} = 'x' or {b} = 'y' and {c} = 'z'", { a: 'x' })).toBe(true);
    expect(holds("({a} = 'x' or {b} = 'y') and {c} = 'z'", { a: 'x' })).toBe(false);
    expect(holds("!({a} = 'x')", { a: 'y' })).toBe(true);
    expect(holds("!!({a} = 'x')", { a: 'y' })).toBe(false);
    expect(holds("{a} = 'x' AND {b} = 'y'", { a: 'x', b: 'y' })).toBe(true);
    expect(holds("{a} = 'x' && {b} = 'y'", { a: 'x', b: 'y' })).toBe(true);
    expect(holds("{a} = 'x' || {b} = 'y'", { b: 'y' })).toBe(true);
  });

  it('lists the questions a condition reads', () => {
    expect([...compileCondition("{a} = 'x' or ({b} notempty and {c} <> 1)").questions]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it.each([
    '',
    "{a} = 'x' and",
    "iif({a}, 'x', 'y')",
    "{a} = 'x')",
    "({a} = 'x'",
    "'x'",
    "{a} = 'unterminated",
    // SurveyJS has no `not`; `!` must take a condition in parentheses.
    "not {a} = 'x'",
    'not {d} empty',
    "!{a} = 'x'",
    // SurveyJS cannot parse a number written with a leading zero.
    '{a} = 01',
    '{a} = yes',
    '{a} = 1 = true',
    // More than a screener needs, its questions taking one answer each.
    "{a} contains 'x'",
    "{a} anyof ['x', 'y']",
  ])('refuses what is outside the subset: %s', (source) => {
    expect(() => compileCondition(source)).toThrow(ConditionSyntaxError);
  });

  it('says how to write a negation', () => {
    expect(() => compileCondition('not {d} empty')).toThrow('SurveyJS has no "not": write !( … )');
  });
});
