import fc from 'fast-check';
import type { Screener } from '../../../src/shared/content-model/screener';
import {
  ageOn,
  computeScreenerOutput,
  isQualified,
  parseBirthDate,
  protocolsOf,
  protocolsSupportedBy,
  qualifiedProtocols,
  screenerOutputSchema,
  screenerStatusOf,
  type AnsweredQuestion,
} from '../../../src/shared/domain/screener-output';

const screener: Pick<Screener, 'protocols' | 'qualification'> = {
  protocols: ['AST-204', 'AST-205', 'AST-206'],
  qualification: [
    {
      protocol: 'AST-205',
      all: [
        { question: 'diagnosed', anyOf: ['yes'] },
        { question: 'controller', anyOf: ['yes'] },
      ],
      ageRange: { min: 18, max: 75 },
    },
    {
      protocol: 'AST-204',
      all: [
        { question: 'diagnosed', anyOf: ['yes'] },
        { question: 'controller', anyOf: ['yes'] },
      ],
    },
    {
      protocol: 'AST-206',
      all: [
        { question: 'diagnosed', anyOf: ['yes'] },
        { question: 'controller', anyOf: ['no'] },
      ],
    },
  ],
};

const TODAY = new Date('2025-06-15T12:00:00Z');

function q(name: string, value: unknown, displayValue = String(value ?? '')): AnsweredQuestion {
  return { name, title: `Title of ${name}`, value, displayValue };
}

const answers = (controller: string, dob = '1985-06-16') => [
  q('dob', dob),
  q('g', 'female', 'Female'),
  q('zipCode', '60611'),
  q('diagnosed', 'yes', 'Yes'),
  q('controller', controller, controller === 'yes' ? 'Yes' : 'No'),
];

const output = (questions: AnsweredQuestion[], patientType: 'adult' | 'minor' = 'adult') =>
  computeScreenerOutput({ screener, questions, patientType, condition: 'Asthma', today: TODAY });

describe('computeScreenerOutput', () => {
  it('computes every screener output key from a qualified answer set', () => {
    const result = output(answers('yes'));
    expect(result).toEqual({
      pId: 'AST-204',
      pdfContent: [
        'Title of dob: 1985-06-16',
        'Title of g: Female',
        'Title of zipCode: 60611',
        'Title of diagnosed: Yes',
        'Title of controller: Yes',
      ].join('\n'),
      // In the screener's protocol order, whatever the rule order.
      pSec: 'AST-204,AST-205',
      g: 'female',
      zipCode: '60611',
      d: '16',
      m: '6',
      y: '1985',
      ac: '39', // the birthday is tomorrow
      patientType: 'adult',
      lastQuestion: 'controller',
      condition: 'Asthma',
      genericAnswers: [
        { question: 'diagnosed', answer: 'yes' },
        { question: 'controller', answer: 'yes' },
      ],
    });
    expect(screenerOutputSchema.safeParse(result).success).toBe(true);
    expect(isQualified(result)).toBe(true);
    expect(screenerStatusOf(result)).toBe('qualified');
  });

  it('leaves pSec out when no rule holds (disqualified)', () => {
    const result = output([q('dob', '1985-01-01'), q('diagnosed', 'no', 'No')]);
    expect(result).not.toHaveProperty('pSec');
    expect(result.lastQuestion).toBe('diagnosed');
    expect(screenerStatusOf(result)).toBe('disqualified');
    expect(protocolsOf(result)).toEqual([]);
  });

  it('applies the age range of a rule to the date of birth', () => {
    expect(protocolsOf(output(answers('yes', '1949-06-15')))).toEqual(['AST-204']); // 76 today
    expect(protocolsOf(output(answers('yes', '2007-06-15')))).toEqual(['AST-204', 'AST-205']); // 18 today
    expect(protocolsOf(output(answers('yes', '2007-06-16')))).toEqual(['AST-204']); // 17
    expect(protocolsOf(output(answers('yes', 'not-a-date')))).toEqual(['AST-204']);
  });

  it('ignores unanswered (hidden) questions and values outside anyOf', () => {
    const result = output([q('diagnosed', 'yes'), q('controller', undefined), q('extra', '')]);
    expect(result).not.toHaveProperty('pSec');
    expect(result.lastQuestion).toBe('diagnosed');
    expect(result.genericAnswers).toEqual([{ question: 'diagnosed', answer: 'yes' }]);
  });

  it('qualifies the no-site protocol alone on the other branch', () => {
    expect(output(answers('no')).pSec).toBe('AST-206');
  });

  it('refuses to compute an output without any answer', () => {
    expect(() => output([q('dob', undefined)])).toThrow(/at least one answered question/);
  });

  it('joins list answers and keeps the patient type it was given', () => {
    const result = output([q('symptoms', ['cough', 'wheeze'])], 'minor');
    expect(result.genericAnswers).toEqual([{ question: 'symptoms', answer: 'cough, wheeze' }]);
    expect(result.patientType).toBe('minor');
  });

  it('never qualifies for a protocol whose conditions are not all met (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('yes', 'no', undefined),
        fc.constantFrom('yes', 'no', undefined),
        (d, c) => {
          const protocols = qualifiedProtocols({
            screener,
            questions: [q('diagnosed', d), q('controller', c)],
            today: TODAY,
          });
          if (d !== 'yes' || c === undefined) expect(protocols).toEqual([]);
          else expect(protocols).toEqual(c === 'yes' ? ['AST-204'] : ['AST-206']);
        },
      ),
    );
  });
});

describe('dates of birth', () => {
  it('parses only real calendar dates', () => {
    expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthDate('2001-02-29')).toBeNull();
    expect(parseBirthDate('2001-13-01')).toBeNull();
    expect(parseBirthDate(20010101)).toBeNull();
  });

  it('counts full years and refuses a future date', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, TODAY)).toBe(25);
    expect(ageOn({ year: 2000, month: 6, day: 16 }, TODAY)).toBe(24);
    expect(ageOn({ year: 2026, month: 1, day: 1 }, TODAY)).toBeNull();
  });
});

describe('protocolsOf', () => {
  it('splits pSec, trimming and dropping empty names', () => {
    expect(protocolsOf({ pSec: ' AST-204 ,,AST-205' })).toEqual(['AST-204', 'AST-205']);
    expect(protocolsOf({})).toEqual([]);
  });
});

describe('protocolsSupportedBy (the server check of a claimed pSec)', () => {
  it("reads the output's own answers, age aside", () => {
    const result = output(answers('yes', '1930-01-01')); // too old for AST-205 by age
    expect(result.pSec).toBe('AST-204');
    expect(protocolsSupportedBy(screener, result)).toEqual(['AST-205', 'AST-204']);
    expect(protocolsSupportedBy(screener, output(answers('no')))).toEqual(['AST-206']);
    expect(
      protocolsSupportedBy(screener, { genericAnswers: [{ question: 'diagnosed', answer: 'no' }] }),
    ).toEqual([]);
  });

  it('compares answers as text', () => {
    const numeric = {
      protocols: ['X'],
      qualification: [{ protocol: 'X', all: [{ question: 'visits', anyOf: [3] }] }],
    };
    expect(protocolsSupportedBy(numeric, { genericAnswers: [{ question: 'visits', answer: '3' }] })).toEqual([
      'X',
    ]);
    expect(qualifiedProtocols({ screener: numeric, questions: [q('visits', 3)], today: TODAY })).toEqual([
      'X',
    ]);
  });
});
