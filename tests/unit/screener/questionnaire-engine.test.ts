import {
  answerError,
  answeredQuestions,
  isoDay,
  pageErrors,
  withAnswer,
} from '../../../src/features/screener/questionnaire/questionnaire-engine';
import {
  questionnaireDefinitionSchema,
  type Question,
} from '../../../src/shared/content-model/questionnaire-definition';

const TODAY = new Date(2025, 5, 15, 12); // 15 June 2025, local time

const dob: Question = {
  type: 'text',
  name: 'dob',
  title: 'Date of birth',
  inputType: 'date',
  isRequired: true,
  maxValueExpression: 'today()',
};
const zip: Question = {
  type: 'text',
  name: 'zip',
  title: 'ZIP',
  maxLength: 5,
  validators: [
    { type: 'regex', regex: '^[0-9]{5}$', text: { default: 'Enter 5 digits', es: 'Cinco dígitos' } },
  ],
};
const chain = questionnaireDefinitionSchema.parse({
  pages: [
    {
      name: 'p',
      elements: [
        { type: 'radiogroup', name: 'a', title: 'A', choices: [{ value: 'yes' }, { value: 'no' }] },
        { type: 'radiogroup', name: 'b', title: 'B', visibleIf: "{a} = 'yes'", choices: [{ value: 'yes' }] },
        {
          type: 'radiogroup',
          name: 'c',
          title: 'C',
          visibleIf: "{b} = 'yes'",
          isRequired: true,
          choices: [{ value: 'x' }],
        },
      ],
    },
  ],
});

describe('the questionnaire rules', () => {
  it('drops the answers of questions a changed answer hides, down the whole chain', () => {
    let answers = withAnswer(chain, {}, 'a', 'yes');
    answers = withAnswer(chain, answers, 'b', 'yes');
    answers = withAnswer(chain, answers, 'c', 'x');
    expect(answers).toEqual({ a: 'yes', b: 'yes', c: 'x' });
    expect(withAnswer(chain, answers, 'a', 'no')).toEqual({ a: 'no' });
    expect(withAnswer(chain, answers, 'a', '')).toEqual({});
  });

  it('asks for a required answer only while its question shows', () => {
    const page = chain.pages[0]!;
    expect(pageErrors(page, { a: 'yes', b: 'yes' }, 'en', TODAY)).toEqual([['c', 'Response required.']]);
    expect(pageErrors(page, { a: 'no' }, 'en', TODAY)).toEqual([]);
    expect(pageErrors(page, { a: 'yes', b: 'yes' }, 'es', TODAY)).toEqual([['c', 'Respuesta obligatoria.']]);
  });

  it('refuses a date after today, and a text that is not a date', () => {
    expect(answerError(dob, isoDay(TODAY), 'en', TODAY)).toBeNull();
    expect(answerError(dob, '2025-06-16', 'en', TODAY)).toBe('The date cannot be later than today.');
    expect(answerError(dob, 'yesterday', 'en', TODAY)).toBe('Enter a date.');
    expect(answerError(dob, undefined, 'en', TODAY)).toBe('Response required.');
  });

  it("checks the content's patterns in the person's language, and skips them for an optional empty answer", () => {
    expect(answerError(zip, '6061', 'en', TODAY)).toBe('Enter 5 digits');
    expect(answerError(zip, '6061', 'es', TODAY)).toBe('Cinco dígitos');
    expect(answerError(zip, '60611', 'en', TODAY)).toBeNull();
    expect(answerError(zip, '606111', 'en', TODAY)).toBe('Use at most 5 characters.');
    expect(answerError(zip, '', 'en', TODAY)).toBeNull();
  });

  it('refuses a value that is none of the choices (a forged answer)', () => {
    expect(answerError(chain.pages[0]!.elements[0]!, 'maybe', 'en', TODAY)).toBe(
      'Choose one of the answers.',
    );
  });

  it("writes today's date as the person's calendar shows it", () => {
    expect(isoDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('sends text answers as checked, without the spaces around them', () => {
    const definition = questionnaireDefinitionSchema.parse({ pages: [{ name: 'p', elements: [zip] }] });
    expect(answerError(zip, ' 60611 ', 'en', TODAY)).toBeNull();
    expect(answeredQuestions(definition, { zip: ' 60611 ' }, 'en')).toEqual([
      { name: 'zip', title: 'ZIP', value: '60611', displayValue: '60611' },
    ]);
  });
});
