import { questionnaireDefinitionSchema } from '../../../src/shared/content-model/questionnaire-definition';
import { demoItems } from '../../support/demo-content';

const question = { type: 'radiogroup', name: 'diagnosed', title: 'Diagnosed?', choices: [{ value: 'yes' }] };
const definition = (elements: unknown[]) => ({ pages: [{ name: 'p1', elements }] });
const issues = (value: unknown) => {
  const result = questionnaireDefinitionSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the questionnaire definition the content model accepts', () => {
  it('accepts every demo screener', () => {
    for (const screener of demoItems('screener')) expect(issues(screener.definition)).toEqual([]);
  });

  it('refuses a SurveyJS feature it does not render, with the path to it', () => {
    expect(issues(definition([{ ...question, enableIf: "{a} = 'b'" }]))).toEqual([
      expect.stringMatching(/^pages\.0\.elements\.0: /),
    ]);
    expect(issues(definition([{ type: 'matrix', name: 'm', title: 'M' }])).length).toBeGreaterThan(0);
    expect(issues({ ...definition([question]), triggers: [] }).length).toBeGreaterThan(0);
  });

  it('refuses a condition outside the subset, and one that names a missing question', () => {
    expect(issues(definition([{ ...question, visibleIf: 'not {diagnosed} empty' }]))).toEqual([
      'pages.0.elements.0.visibleIf: Not a supported condition: SurveyJS has no "not": write !( … )',
    ]);
    expect(issues(definition([{ ...question, visibleIf: '{x} + 1 > 1' }]))).toEqual([
      expect.stringMatching(/^pages\.0\.elements\.0\.visibleIf: Not a supported condition/),
    ]);
    expect(issues(definition([{ ...question, visibleIf: "{nobody} = 'yes'" }]))).toEqual([
      expect.stringMatching(/^pages\.0\.elements\.0\.visibleIf: .*\{nobody\}/),
    ]);
  });

  it('refuses a question name used twice (even in another case), a bad pattern and an empty page', () => {
    expect(issues(definition([question, question]))).toEqual([
      expect.stringMatching(/^pages\.0\.elements\.1\.name: .*twice/),
    ]);
    expect(issues(definition([question, { ...question, name: 'Diagnosed' }]))).toEqual([
      expect.stringMatching(/^pages\.0\.elements\.1\.name: .*differ only in case/),
    ]);
    expect(
      issues(
        definition([
          { type: 'text', name: 'zip', title: 'ZIP', validators: [{ type: 'regex', regex: '([' }] },
        ]),
      ).length,
    ).toBe(1);
    expect(issues(definition([])).length).toBe(1);
  });
});
