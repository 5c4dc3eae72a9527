import type { SurveyModel } from 'survey-core';
import { screenersSeed } from '../../../src/server/content/seed/screeners';
import { createScreenerModel } from '../../../src/features/screener/questionnaire/survey-model';
import type { ParentChannel } from '../../../src/features/screener/questionnaire/parent-channel';
import { screenerSchema } from '../../../src/shared/content-model/screener';
import type { QuestionInfo, ScreenerCompletion } from '../../../src/shared/domain/screener-messages';
import { parseScreenerFrameParams } from '../../../src/shared/domain/screener-url';

/*
 * The demo screeners, run through the questionnaire's own model (SurveyJS headless): the click
 * paths the report documents for the end-to-end tests qualify and disqualify as stated.
 */

const TODAY = new Date('2025-06-15T12:00:00Z');

function open(id: string, search = '', width?: number) {
  const screener = screenerSchema.parse(screenersSeed.find((s) => s.id === id));
  const questions: QuestionInfo[] = [];
  const completions: ScreenerCompletion[] = [];
  const channel: ParentChannel = {
    question: (info) => questions.push(info),
    height: () => undefined,
    completed: (completion) => completions.push(completion),
  };
  const params = parseScreenerFrameParams(`?key=${id}${search}`);
  if (!params) throw new Error('bad params');
  const survey = createScreenerModel({
    content: { screener, condition: 'Condition' },
    params,
    responseId: 'response-1',
    channel,
    now: () => TODAY,
    ...(width === undefined ? {} : { width }),
  });
  return { survey, questions, completions };
}

function answer(survey: SurveyModel, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) survey.setValue(name, value);
}

const visible = (survey: SurveyModel) => survey.getAllQuestions(true).map((q) => q.name);
const aboutYou = { dob: '1985-01-01', g: 'female', zipCode: '60611' };

function finish(run: ReturnType<typeof open>, values: Record<string, string>): ScreenerCompletion {
  answer(run.survey, { ...aboutYou, ...values });
  run.survey.doComplete();
  expect(run.completions).toHaveLength(1);
  return run.completions[0]!;
}

describe('the layout the questionnaire starts in', () => {
  it('starts in the phone layout in a frame narrower than 600px, so it does not switch in view', () => {
    expect(open('migraine-screener', '', 380).survey.isMobile).toBe(true);
    expect(open('migraine-screener', '', 599).survey.isMobile).toBe(true);
  });

  it('starts in the wide layout from 600px, and when the width is not known', () => {
    expect(open('migraine-screener', '', 600).survey.isMobile).toBe(false);
    expect(open('migraine-screener').survey.isMobile).toBe(false);
  });
});

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
    answer(run.survey, { diagnosed: 'no' });
    expect(visible(run.survey)).not.toContain('frequency');
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
    answer(run.survey, { diagnosed: 'yes', controller: 'no' });
    expect(visible(run.survey)).toEqual(['dob', 'g', 'zipCode', 'diagnosed', 'controller', 'rescueOnly']);
    expect(finish(run, { diagnosed: 'yes', controller: 'no', rescueOnly: 'yes' }).pSec).toBe('AST-206');
  });

  it('drops the answer of a question hidden again by a changed answer', () => {
    const run = open('asthma-screener');
    answer(run.survey, { diagnosed: 'yes', controller: 'yes', symptoms: 'yes' });
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

describe('the questionnaire model', () => {
  it('reports each answered question with the response id, and no prefill as an answer', () => {
    const run = open('migraine-screener', '&dob=1980-02-03&zip=94110&gender=Female&patientType=caregiver');
    expect(run.survey.data).toEqual({ dob: '1980-02-03', zipCode: '94110', g: 'female' });
    expect(run.questions).toEqual([]);
    answer(run.survey, { diagnosed: 'yes' });
    expect(run.questions).toEqual([
      { screenerId: 'migraine-screener', responseId: 'response-1', question: 'diagnosed', page: 0 },
    ]);
    run.survey.setValue('frequency', 'no');
    run.survey.doComplete();
    expect(run.completions[0]).toMatchObject({
      patientType: 'caregiver',
      zipCode: '94110',
      y: '1980',
      screenerResponseID: 'response-1',
    });
  });

  it('shows Spanish texts for language es', () => {
    const run = open('asthma-screener', '&language=es');
    expect(run.survey.getQuestionByName('diagnosed').processedTitle).toMatch(/^¿Un médico/);
  });
});
