import { demoItems } from '../../support/demo-content';
import {
  answeredQuestions,
  localize,
  prefilledAnswers,
  questionnaireCompletion,
  withAnswer,
  type AnswerMap,
} from '../../../src/features/screener/questionnaire/questionnaire-engine';
import { screenerSchema } from '../../../src/shared/content-model/screener';
import type { ScreenerCompletion } from '../../../src/shared/domain/screener-messages';
import { parseScreenerFrameParams } from '../../../src/shared/domain/screener-url';

/*
 * The demo screeners, run through the questionnaire's own rules (questionnaire-engine.ts, what the
 * questionnaire page renders): the click paths the report documents for the end-to-end tests
 * qualify and disqualify as stated.
 */

const TODAY = new Date('2025-06-15T12:00:00Z');

function open(id: string, search = '') {
  const screener = screenerSchema.parse(demoItems('screener').find((s) => s.id === id));
  const params = parseScreenerFrameParams(`?key=${id}${search}`);
  if (!params) throw new Error('bad params');
  const run = {
    content: { screener, condition: 'Condition' },
    params,
    answers: prefilledAnswers(screener.definition, params) as AnswerMap,
  };
  return run;
}
type Run = ReturnType<typeof open>;

function answer(run: Run, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    run.answers = withAnswer(run.content.screener.definition, run.answers, name, value);
}

const visible = (run: Run) =>
  answeredQuestions(run.content.screener.definition, run.answers, run.params.language).map((q) => q.name);
const aboutYou = { dob: '1985-01-01', g: 'female', zipCode: '60611' };

function complete(run: Run): ScreenerCompletion {
  return questionnaireCompletion(run.content, run.params, run.answers, 'response-1', TODAY);
}

function finish(run: Run, values: Record<string, string>): ScreenerCompletion {
  answer(run, { ...aboutYou, ...values });
  return complete(run);
}

describe('migraine screener', () => {
  it('qualifies for MIG-301 with diagnosed yes and 4+ days yes', () => {
    const completion = finish(open('migraine-screener'), { diagnosed: 'yes', frequency: 'yes' });
    expect(completion).toMatchObject({
      pSec: 'MIG-301',
      lastQuestion: 'frequency',
      screenerID: 'migraine-screener',
    });
  });

  it('disqualifies with diagnosed no, the frequency question never shown', () => {
    const run = open('migraine-screener');
    answer(run, { diagnosed: 'no' });
    expect(visible(run)).not.toContain('frequency');
    const completion = finish(run, { diagnosed: 'no' });
    expect(completion.pSec).toBeUndefined();
    expect(completion.lastQuestion).toBe('diagnosed');
  });
});

describe('asthma screener', () => {
  it('qualifies for the clinic and virtual protocols with controller yes and symptoms yes', () => {
    const completion = finish(open('asthma-screener'), {
      diagnosed: 'yes',
      controller: 'yes',
      symptoms: 'yes',
    });
    expect(completion.pSec).toBe('AST-204,AST-205');
  });

  it('qualifies only for AST-206 (no site) with controller no and rescue inhaler only yes', () => {
    const run = open('asthma-screener');
    answer(run, { diagnosed: 'yes', controller: 'no' });
    expect(visible(run)).toEqual([
      'dob',
      'g',
      'zipCode',
      'diagnosed',
      'controller',
      'rescueOnly',
      'guardian',
    ]);
    expect(finish(run, { diagnosed: 'yes', controller: 'no', rescueOnly: 'yes' }).pSec).toBe('AST-206');
  });

  it('drops the answer of a question hidden again by a changed answer', () => {
    const run = open('asthma-screener');
    answer(run, { diagnosed: 'yes', controller: 'yes', symptoms: 'yes' });
    const completion = finish(run, { controller: 'no', rescueOnly: 'no' });
    expect(completion.pSec).toBeUndefined();
    expect(completion.genericAnswers.map((a) => a.question)).toEqual([
      'diagnosed',
      'controller',
      'rescueOnly',
    ]);
  });

  it('disqualifies with diagnosed no', () => {
    expect(finish(open('asthma-screener'), { diagnosed: 'no' }).pSec).toBeUndefined();
  });

  it('qualifies a 14-year-old answered for by a parent for the clinic and virtual protocols only', () => {
    const child = { dob: '2011-01-01', guardian: 'yes' };
    const both = finish(open('asthma-screener'), {
      ...child,
      diagnosed: 'yes',
      controller: 'yes',
      symptoms: 'yes',
    });
    expect(both).toMatchObject({ pSec: 'AST-204,AST-205', ac: '14' });
    expect(both.genericAnswers).toContainEqual({ question: 'guardian', answer: 'yes' });
    const rescue = finish(open('asthma-screener'), {
      ...child,
      diagnosed: 'yes',
      controller: 'no',
      rescueOnly: 'yes',
    });
    expect(rescue.pSec).toBeUndefined();
  });

  it('turns an 11-year-old away from every protocol', () => {
    const completion = finish(open('asthma-screener'), {
      dob: '2014-01-01',
      diagnosed: 'yes',
      controller: 'yes',
      symptoms: 'yes',
    });
    expect(completion.pSec).toBeUndefined();
  });
});

describe('knee OA screener', () => {
  it('qualifies for KOA-310 from 40 years of age with no recent injection', () => {
    const completion = finish(open('knee-oa-screener'), {
      dob: '1960-05-15',
      diagnosed: 'yes',
      pain: 'yes',
      injection: 'no',
    });
    expect(completion.pSec).toBe('KOA-310');
  });

  it('disqualifies a day before the 40th birthday, and after a recent injection', () => {
    expect(
      finish(open('knee-oa-screener'), { dob: '1985-06-16', diagnosed: 'yes', pain: 'yes', injection: 'no' })
        .pSec,
    ).toBeUndefined();
    expect(
      finish(open('knee-oa-screener'), { dob: '1960-05-15', diagnosed: 'yes', pain: 'yes', injection: 'yes' })
        .pSec,
    ).toBeUndefined();
  });
});

describe('the questionnaire rules', () => {
  it("starts with a signed-in member's prefills, and reports them in the output", () => {
    const run = open('migraine-screener', '&dob=1980-02-03&zip=94110&gender=Female&patientType=caregiver');
    expect(run.answers).toEqual({ dob: '1980-02-03', zipCode: '94110', g: 'female' });
    answer(run, { diagnosed: 'yes', frequency: 'no' });
    expect(complete(run)).toMatchObject({
      patientType: 'caregiver',
      zipCode: '94110',
      y: '1980',
      screenerResponseID: 'response-1',
    });
  });

  it('shows Spanish texts for language es', () => {
    const run = open('asthma-screener', '&language=es');
    const diagnosed = run.content.screener.definition.pages[1]!.elements[0]!;
    expect(localize(diagnosed.title, run.params.language)).toMatch(/^¿Un médico/);
    answer(run, { diagnosed: 'yes' });
    const shown = answeredQuestions(run.content.screener.definition, run.answers, 'es');
    expect(shown.find((q) => q.name === 'diagnosed')).toMatchObject({ value: 'yes', displayValue: 'Sí' });
  });
});
