import type {
  QuestionnaireDefinition,
  QuestionnairePage,
  RadioQuestion,
} from '../../../shared/content-model/questionnaire-definition';
import type { Screener } from '../../../shared/content-model/screener';
import { GUARDIAN_QUESTION } from '../../../shared/domain/minor-dnq';

/** A localisable string of the questionnaire format (SurveyJS's): `default` is English. */
const t = (en: string, es: string) => ({ default: en, es });

const yesNo = [
  { value: 'yes', text: t('Yes', 'Sí') },
  { value: 'no', text: t('No', 'No') },
];

/** The questions every screener starts with; their answers prefill the contact form. */
const aboutYou: QuestionnairePage = {
  name: 'about-you',
  elements: [
    {
      type: 'text',
      name: 'dob',
      inputType: 'date',
      autocomplete: 'bday',
      isRequired: true,
      maxValueExpression: 'today()',
      title: t('Date of birth', 'Fecha de nacimiento'),
    },
    {
      type: 'radiogroup',
      name: 'g',
      isRequired: true,
      title: t('Sex assigned at birth', 'Sexo asignado al nacer'),
      choices: [
        { value: 'female', text: t('Female', 'Femenino') },
        { value: 'male', text: t('Male', 'Masculino') },
      ],
    },
    {
      type: 'text',
      name: 'zipCode',
      isRequired: true,
      autocomplete: 'postal-code',
      maxLength: 5,
      title: t('ZIP code', 'Código postal'),
      validators: [
        {
          type: 'regex',
          regex: '^[0-9]{5}$',
          text: t('Enter a 5-digit ZIP code', 'Escriba un código postal de 5 dígitos'),
        },
      ],
    },
  ],
};

type Localized = ReturnType<typeof t>;

function yesNoQuestion(name: string, en: string, es: string, visibleIf?: string): RadioQuestion {
  return {
    type: 'radiogroup',
    name,
    isRequired: true,
    title: t(en, es),
    choices: yesNo,
    ...(visibleIf ? { visibleIf } : {}),
  };
}

const completedHtml = t(
  '<h3>Thank you for your answers.</h3><p>Taking you to the next step…</p>',
  '<h3>Gracias por sus respuestas.</h3><p>Le llevamos al siguiente paso…</p>',
);

function definition(title: Localized, questions: RadioQuestion[]): QuestionnaireDefinition {
  return {
    title,
    showQuestionNumbers: 'off',
    // Answers of questions hidden by branching never reach the output.
    clearInvisibleValues: 'onHidden',
    completedHtml,
    pages: [aboutYou, { name: 'health', elements: questions }],
  };
}

const yes = ['yes'];
const no = ['no'];

/*
 * Asked of everyone, answered only by someone answering for a child: the questionnaire cannot see
 * who was chosen on the participant-type question, and an adult answering for themselves has no
 * answer to give. A "No" for a child ends at /minor-dnq/guardian (minor-dnq.ts).
 */
const guardianQuestion: RadioQuestion = {
  type: 'radiogroup',
  name: GUARDIAN_QUESTION,
  isRequired: false,
  title: t(
    'Only if you are answering for a child: are you the child’s parent or legal guardian?',
    'Solo si responde por un niño o una niña: ¿es usted su padre, madre o tutor legal?',
  ),
  choices: yesNo,
};

/*
 * The demo answers (the lead's end-to-end tests use them):
 *  migraine: diagnosed yes, 4+ days yes, age 18-65 → MIG-301; diagnosed no → disqualified.
 *  asthma:   diagnosed yes, daily controller yes, night symptoms yes, age 12-75 → AST-204 and
 *            AST-205 (clinic and virtual sites); controller no + rescue inhaler only yes, age 18-75
 *            → AST-206 only, a protocol no site runs yet (multi-condition fallback); diagnosed no →
 *            disqualified. A parent answers for a child of 12 to 17 ("My child"), the guardian
 *            question "Yes" or unanswered.
 *  knee OA:  diagnosed yes, pain yes, recent injection no, age 40-80 → KOA-310; diagnosed no → disqualified.
 */
export const screenersSeed: Screener[] = [
  {
    id: 'migraine-screener',
    studyKey: 'migraine-study',
    protocols: ['MIG-301'],
    qualification: [
      {
        protocol: 'MIG-301',
        all: [
          { question: 'diagnosed', anyOf: yes },
          { question: 'frequency', anyOf: yes },
        ],
        ageRange: { min: 18, max: 65 },
      },
    ],
    definition: definition(t('Migraine study questionnaire', 'Cuestionario del estudio de migraña'), [
      yesNoQuestion(
        'diagnosed',
        'Has a doctor diagnosed you with migraine at least one year ago?',
        '¿Un médico le diagnosticó migraña hace al menos un año?',
      ),
      yesNoQuestion(
        'frequency',
        'In a typical month, do you have migraine on 4 or more days?',
        'En un mes típico, ¿tiene migraña 4 días o más?',
        "{diagnosed} = 'yes'",
      ),
    ]),
  },
  {
    id: 'asthma-screener',
    studyKey: 'asthma-study',
    protocols: ['AST-204', 'AST-205', 'AST-206'],
    qualification: [
      ...['AST-204', 'AST-205'].map((protocol) => ({
        protocol,
        all: [
          { question: 'diagnosed', anyOf: yes },
          { question: 'controller', anyOf: yes },
          { question: 'symptoms', anyOf: yes },
        ],
        // Asthma studies commonly enrol adolescents: these two are open from 12 (the study accepts minors).
        ageRange: { min: 12, max: 75 },
      })),
      {
        protocol: 'AST-206',
        all: [
          { question: 'diagnosed', anyOf: yes },
          { question: 'controller', anyOf: no },
          { question: 'rescueOnly', anyOf: yes },
        ],
        ageRange: { min: 18, max: 75 },
      },
    ],
    definition: definition(t('Asthma study questionnaire', 'Cuestionario del estudio de asma'), [
      yesNoQuestion(
        'diagnosed',
        'Has a doctor diagnosed you with asthma at least one year ago?',
        '¿Un médico le diagnosticó asma hace al menos un año?',
      ),
      yesNoQuestion(
        'controller',
        'Do you use a controller inhaler every day?',
        '¿Usa un inhalador de control todos los días?',
        "{diagnosed} = 'yes'",
      ),
      yesNoQuestion(
        'symptoms',
        'In the past month, have asthma symptoms woken you up at night or limited your usual activities?',
        'En el último mes, ¿los síntomas del asma lo han despertado por la noche o han limitado sus actividades habituales?',
        "{controller} = 'yes'",
      ),
      yesNoQuestion(
        'rescueOnly',
        'Do you use only a rescue inhaler, when you have symptoms?',
        '¿Usa solo un inhalador de rescate cuando tiene síntomas?',
        "{controller} = 'no'",
      ),
      guardianQuestion,
    ]),
  },
  {
    id: 'knee-oa-screener',
    studyKey: 'knee-oa-study',
    protocols: ['KOA-310'],
    qualification: [
      {
        protocol: 'KOA-310',
        all: [
          { question: 'diagnosed', anyOf: yes },
          { question: 'pain', anyOf: yes },
          { question: 'injection', anyOf: no },
        ],
        ageRange: { min: 40, max: 80 },
      },
    ],
    definition: definition(
      t('Knee osteoarthritis study questionnaire', 'Cuestionario del estudio de artrosis de rodilla'),
      [
        yesNoQuestion(
          'diagnosed',
          'Has a doctor told you that you have osteoarthritis in one or both knees?',
          '¿Un médico le ha dicho que tiene artrosis en una o ambas rodillas?',
        ),
        yesNoQuestion(
          'pain',
          'Have you had knee pain on most days for the past three months?',
          '¿Ha tenido dolor de rodilla la mayoría de los días durante los últimos tres meses?',
          "{diagnosed} = 'yes'",
        ),
        yesNoQuestion(
          'injection',
          'In the past three months, have you had an injection into your knee?',
          'En los últimos tres meses, ¿le han puesto una inyección en la rodilla?',
          "{pain} = 'yes'",
        ),
      ],
    ),
  },
];
