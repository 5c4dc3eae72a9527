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

  it('never matches an unanswered question, so a follow-up stays hidden until its answer', () => {
    expect(holds("{diagnosed} = 'yes'", {})).toBe(false);
    expect(holds("{diagnosed} <> 'yes'", {})).toBe(true);
  });

  it('compares numbers loosely, as SurveyJS does', () => {
    expect(holds('{age} = 18', { age: '18' })).toBe(true);
    expect(holds("{age} = '18'", { age: 18 })).toBe(true);
    expect(holds('{smoker} = true', { smoker: true })).toBe(true);
  });

  it('knows empty, notempty, and, or, not and parentheses, with and binding tighter than or', () => {
    expect(holds('{a} notempty', { a: 'x' })).toBe(true);
    expect(holds('{a} empty', { a: '' })).toBe(true);
    expect(holds("{a} = 'x' and {b} = 'y'", { a: 'x', b: 'z' })).toBe(false);
    expect(holds("{a} = 'x' or {b} = 'y' and {c} = 'z'", { a: 'x' })).toBe(true);
    expect(holds("({a} = 'x' or {b} = 'y') and {c} = 'z'", { a: 'x' })).toBe(false);
    expect(holds("not {a} = 'x'", { a: 'y' })).toBe(true);
    expect(holds("{a} = 'x' AND {b} = 'y'", { a: 'x', b: 'y' })).toBe(true);
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
    '{a} > 3',
    "iif({a}, 'x', 'y')",
    "{a} = 'x')",
    "({a} = 'x'",
    "'x'",
    "{a} contains 'x'",
    "{a} = 'unterminated",
  ])('refuses what is outside the subset: %s', (source) => {
    expect(() => compileCondition(source)).toThrow(ConditionSyntaxError);
  });
});
