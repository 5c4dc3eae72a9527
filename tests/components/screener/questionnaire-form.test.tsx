import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionnaireForm } from '../../../src/features/screener/questionnaire/questionnaire-form';
import type { ParentChannel } from '../../../src/features/screener/questionnaire/parent-channel';
import { demoItems } from '../../support/demo-content';
import { screenerSchema } from '../../../src/shared/content-model/screener';
import type { QuestionInfo, ScreenerCompletion } from '../../../src/shared/domain/screener-messages';
import { parseScreenerFrameParams } from '../../../src/shared/domain/screener-url';

/*
 * The questionnaire page as a person uses it: pages, errors announced and focused, answers
 * reported once each, branching, Previous, and the output sent at Complete.
 */

const TODAY = new Date(2025, 5, 15, 12);

function openQuestionnaire(id = 'migraine-screener', search = '') {
  const screener = screenerSchema.parse(demoItems('screener').find((s) => s.id === id));
  const params = parseScreenerFrameParams(`?key=${id}${search}`);
  if (!params) throw new Error('bad params');
  const questions: QuestionInfo[] = [];
  const completions: ScreenerCompletion[] = [];
  const channel: ParentChannel = {
    question: (info) => questions.push(info),
    height: () => undefined,
    completed: (completion) => completions.push(completion),
  };
  render(
    <QuestionnaireForm
      content={{ screener, condition: 'Migraine' }}
      params={params}
      responseId="response-1"
      channel={channel}
      now={() => TODAY}
    />,
  );
  return { questions, completions };
}

const question = (name: string) => document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

function answerAboutYou() {
  const dob = screen.getByLabelText(/^Date of birth/);
  fireEvent.change(dob, { target: { value: '1985-01-01' } });
  fireEvent.blur(dob);
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
  const zip = screen.getByLabelText(/^ZIP code/);
  fireEvent.change(zip, { target: { value: '60611' } });
  fireEvent.blur(zip);
}

describe('the questionnaire page', () => {
  it('refuses Next with nothing answered: each error is tied to its field, announced, and the first one focused', () => {
    openQuestionnaire();
    next();
    const dob = screen.getByLabelText(/^Date of birth/);
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(dob.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Response required.',
    );
    for (const radio of within(question('g')).getAllByRole('radio'))
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('3 questions need your attention.');
    expect(document.activeElement).toBe(dob);
    // Still page 1.
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it("checks the content's own rules: a ZIP of 4 digits and a birth date in the future", () => {
    openQuestionnaire();
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    fireEvent.change(screen.getByLabelText(/^ZIP code/), { target: { value: '6061' } });
    next();
    expect(question('dob')).toHaveTextContent('The date cannot be later than today.');
    expect(question('zipCode')).toHaveTextContent('Enter a 5-digit ZIP code');
    expect(question('g')).not.toHaveTextContent('Response required.');
    // Corrected, the error goes at once.
    fireEvent.change(screen.getByLabelText(/^ZIP code/), { target: { value: '60611' } });
    expect(question('zipCode')).not.toHaveTextContent('Enter a 5-digit ZIP code');
    expect(screen.getByLabelText(/^ZIP code/)).not.toHaveAttribute('aria-invalid');
  });

  it('reports each answer once (a text field when it is left), and a prefill not at all', () => {
    const run = openQuestionnaire('migraine-screener', '&dob=1980-02-03&zip=94110&gender=Female');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1980-02-03');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    fireEvent.blur(screen.getByLabelText(/^ZIP code/));
    expect(run.questions).toEqual([]);
    const zip = screen.getByLabelText(/^ZIP code/);
    fireEvent.change(zip, { target: { value: '6061' } });
    fireEvent.change(zip, { target: { value: '60611' } });
    expect(run.questions).toEqual([]);
    fireEvent.blur(zip);
    fireEvent.blur(zip);
    expect(run.questions).toEqual([
      { screenerId: 'migraine-screener', responseId: 'response-1', question: 'zipCode', page: 0 },
    ]);
  });

  it('goes to the next page at its first question, branches, keeps answers on Previous, and completes', () => {
    const run = openQuestionnaire();
    answerAboutYou();
    next();
    const yes = within(question('diagnosed')).getByRole('radio', { name: 'Yes' });
    expect(document.activeElement).toBe(yes);
    expect(question('frequency')).toBeNull();
    fireEvent.click(yes);
    expect(run.questions.at(-1)).toEqual({
      screenerId: 'migraine-screener',
      responseId: 'response-1',
      question: 'diagnosed',
      page: 1,
    });
    fireEvent.click(within(question('frequency')).getByRole('radio', { name: 'Yes' }));

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('60611');
    next();
    expect(within(question('frequency')).getByRole('radio', { name: 'Yes' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(run.completions).toHaveLength(1);
    expect(run.completions[0]).toMatchObject({
      pSec: 'MIG-301',
      lastQuestion: 'frequency',
      zipCode: '60611',
      g: 'female',
      screenerID: 'migraine-screener',
      screenerResponseID: 'response-1',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your answers.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a changed answer hides its follow-up and the follow-up answer is not sent', () => {
    const run = openQuestionnaire();
    answerAboutYou();
    next();
    fireEvent.click(within(question('diagnosed')).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(question('frequency')).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(question('diagnosed')).getByRole('radio', { name: 'No' }));
    expect(question('frequency')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(run.completions[0]!.pSec).toBeUndefined();
    expect(run.completions[0]!.lastQuestion).toBe('diagnosed');
  });

  it('speaks Spanish for language es: questions, buttons and errors', () => {
    openQuestionnaire('migraine-screener', '&language=es');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cuestionario del estudio de migraña',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(question('g')).toHaveTextContent('Respuesta obligatoria.');
    expect(screen.getByRole('alert')).toHaveTextContent('3 preguntas necesitan su atención.');
    expect(screen.getByRole('radio', { name: 'Femenino' })).toBeInTheDocument();
  });

  it('gives the birth date and ZIP fields their autofill purpose and the date its upper bound', () => {
    openQuestionnaire();
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('autocomplete', 'bday');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('max', '2025-06-15');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByRole('group', { name: /^Sex assigned at birth/ })).toBeInTheDocument();
  });

  it('on a kiosk (the page says so in the URL) gives the birth date and ZIP fields autocomplete off', () => {
    openQuestionnaire('migraine-screener', '&kiosk=1');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveAttribute('autocomplete', 'off');
  });

  it('cleans a pasted ZIP code before keeping five digits (" 60611" is 60611, not 6061)', async () => {
    const user = userEvent.setup();
    openQuestionnaire();
    const zip = screen.getByLabelText(/^ZIP code/);
    await user.click(zip);
    await user.paste(' 60611');
    expect(zip).toHaveValue('60611');
    await user.clear(zip);
    await user.paste('ZIP: 60611-1234');
    expect(zip).toHaveValue('60611');
  });

  it('counts only the errors on screen: an answer that hides a question with an error takes it out', () => {
    const run = openQuestionnaire();
    answerAboutYou();
    next();
    fireEvent.click(within(question('diagnosed')).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.getByRole('alert')).toHaveTextContent('One question needs your attention.');
    expect(question('frequency')).toHaveTextContent('Response required.');
    fireEvent.click(within(question('diagnosed')).getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(run.completions).toEqual([]);
  });
});
