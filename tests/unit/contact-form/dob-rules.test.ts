import type { FormField } from '../../../src/shared/content-model/form';
import type { ContactValues } from '../../../src/shared/domain/contact-form/contact-values';
import {
  ageBounds,
  dayOptions,
  dobError,
  dobFieldOf,
  monthOptions,
  yearOptions,
} from '../../../src/shared/domain/contact-form/dob-rules';
import { ctx, form, NOW } from './support';

type DobConfig = Partial<Pick<FormField, 'dobParts' | 'yearOrder' | 'qualifiedAge' | 'disqualifiedAge'>> & {
  required?: boolean;
  invalidMessage?: string;
  requiredMessage?: string;
};

function dobForm(config: DobConfig = {}) {
  return form({ fields: [{ type: 'DOB', name: 'DOB', label: 'Date of birth', required: true, ...config }] });
}

function errorOf(config: DobConfig, values: ContactValues, context = ctx()) {
  const f = dobForm(config);
  const field = dobFieldOf(f);
  if (!field) throw new Error('no DOB field');
  return dobError(f, field, values, context);
}

describe('ageBounds (rules and limits)', () => {
  it.each([
    ['adult default', {}, ctx(), { min: 18, max: 102, message: 'Age range error' }],
    [
      'adult cap 110 in 2040',
      {},
      ctx({ now: new Date(2040, 0, 1) }),
      { min: 18, max: 110, message: 'Age range error' },
    ],
    ['minor path', {}, ctx({ minorPath: true }), { min: 0, max: 17, message: 'Age range error' }],
    [
      'qualified bounds and message when pSec',
      {
        qualifiedAge: { min: 21, max: 65, message: 'Q msg' },
        disqualifiedAge: { min: 30, max: 40, message: 'D msg' },
      },
      ctx({ screenerQualified: true }),
      { min: 21, max: 65, message: 'Q msg' },
    ],
    [
      'disqualified bounds and message without pSec',
      {
        qualifiedAge: { min: 21, max: 65, message: 'Q msg' },
        disqualifiedAge: { min: 30, max: 40, message: 'D msg' },
      },
      ctx({ screenerQualified: false }),
      { min: 30, max: 40, message: 'D msg' },
    ],
    [
      'a missing configured bound keeps the default, a missing message the fallback',
      { qualifiedAge: { max: 75 } },
      ctx(),
      { min: 18, max: 75, message: 'Age range error' },
    ],
    [
      'minor path default with a configured message',
      { qualifiedAge: { message: 'Under 18 only' } },
      ctx({ minorPath: true }),
      { min: 0, max: 17, message: 'Under 18 only' },
    ],
    [
      'qualified config unused when disqualified',
      { qualifiedAge: { min: 40 } },
      ctx({ screenerQualified: false }),
      { min: 18, max: 102, message: 'Age range error' },
    ],
  ])('%s', (_name, config, context, expected) => {
    expect(ageBounds(dobForm(config), context)).toEqual(expected);
  });

  it('uses the defaults for a form without a DOB field', () => {
    expect(ageBounds(form(), ctx())).toEqual({ min: 18, max: 102, message: 'Age range error' });
  });
});

describe('day, month and year options', () => {
  it('offers days 1 to 31 and months 1 to 12', () => {
    expect(dayOptions()).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    expect(monthOptions()).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
  });

  it.each([
    ['adult, descending by default', {}, ctx(), '2007', '1923', 85],
    ['ascending when configured', { yearOrder: 'ascending' as const }, ctx(), '1923', '2007', 85],
    ['minor path', {}, ctx({ minorPath: true }), '2025', '2008', 18],
    ['configured bounds', { qualifiedAge: { min: 50, max: 60 } }, ctx(), '1975', '1965', 11],
  ])('%s', (_name, config, context, first, last, count) => {
    const years = yearOptions(dobForm(config), context);
    expect(years[0]).toBe(first);
    expect(years[years.length - 1]).toBe(last);
    expect(years).toHaveLength(count);
  });
});

describe('dobError', () => {
  const date = (Day: string, Month: string, Year: string) => ({ Day, Month, Year });

  it.each<[string, DobConfig, ContactValues, string | null]>([
    ['valid adult date', {}, date('1', '1', '1985'), null],
    ['18th birthday today', {}, date('15', '6', '2007'), null],
    ['one day short of 18', {}, date('16', '6', '2007'), 'Age range error'],
    ['102 exactly', {}, date('15', '6', '1923'), null],
    ['103', {}, date('14', '6', '1922'), 'Age range error'],
    ['not a calendar date (31 February)', {}, date('31', '2', '1985'), 'Age range error'],
    ['29 February in a leap year', {}, date('29', '2', '1984'), null],
    ['29 February in a common year', {}, date('29', '2', '1985'), 'Age range error'],
    ['future date', { qualifiedAge: { min: 0 } }, date('16', '6', '2025'), 'Age range error'],
    ['today is not in the future', { qualifiedAge: { min: 0 } }, date('15', '6', '2025'), null],
    [
      'configured range message',
      { qualifiedAge: { message: 'Too young' } },
      date('1', '1', '2015'),
      'Too young',
    ],
    ['all empty and required: invalid-input message', { invalidMessage: 'Pick a date' }, {}, 'Pick a date'],
    [
      'one part empty: invalid-input message',
      { invalidMessage: 'Pick a date' },
      date('', '1', '1985'),
      'Pick a date',
    ],
    ['empty without invalid message: required message', { requiredMessage: 'Needed' }, {}, 'Needed'],
    ['empty with nothing configured', {}, {}, 'This is required field'],
    ['all empty and optional', { required: false }, {}, null],
    ['partly filled and optional', { required: false, invalidMessage: 'Bad' }, date('1', '', ''), 'Bad'],
    ['non-numeric day', { invalidMessage: 'Bad' }, date('x', '1', '1985'), 'Bad'],
    ['day 32', { invalidMessage: 'Bad' }, date('32', '1', '1985'), 'Bad'],
    ['month 13', { invalidMessage: 'Bad' }, date('1', '13', '1985'), 'Bad'],
    ['two-digit year', { invalidMessage: 'Bad' }, date('1', '1', '85'), 'Bad'],
    ['leading zeros accepted', {}, date('01', '01', '1985'), null],
    ['2 parts: month and year only', { dobParts: 2 }, { Month: '6', Year: '2007' }, null],
    ['2 parts: the day is not needed', { dobParts: 2 }, { Month: '6', Year: '1985', Day: '' }, null],
    ['2 parts: month missing', { dobParts: 2, invalidMessage: 'Bad' }, { Year: '1985' }, 'Bad'],
    [
      '2 parts: next month is future',
      { dobParts: 2, qualifiedAge: { min: 0 } },
      { Month: '7', Year: '2025' },
      'Age range error',
    ],
    ['2 parts: too young', { dobParts: 2 }, { Month: '7', Year: '2007' }, 'Age range error'],
    ['1 part: year only', { dobParts: 1 }, { Year: '2007' }, null],
    ['1 part: too young', { dobParts: 1 }, { Year: '2008' }, 'Age range error'],
    ['1 part: future year', { dobParts: 1, qualifiedAge: { min: 0 } }, { Year: '2026' }, 'Age range error'],
    ['1 part: empty', { dobParts: 1, invalidMessage: 'Bad' }, { Year: '' }, 'Bad'],
  ])('%s', (_name, config, values, expected) => {
    expect(errorOf(config, values)).toBe(expected);
  });

  it.each<[string, ContactValues, string | null]>([
    ['a 10-year-old', { Day: '1', Month: '1', Year: '2015' }, null],
    ['a newborn', { Day: '15', Month: '6', Year: '2025' }, null],
    ['an 18-year-old', { Day: '15', Month: '6', Year: '2007' }, 'Age range error'],
    ['17, a day before turning 18', { Day: '16', Month: '6', Year: '2007' }, null],
  ])('minor path: %s', (_name, values, expected) => {
    expect(errorOf({}, values, ctx({ minorPath: true, formType: 'minor' }))).toBe(expected);
  });

  it.each<[boolean, string]>([
    [true, 'Qualified range'],
    [false, 'Disqualified range'],
  ])('screener qualified %s → %s message', (qualified, expected) => {
    const config = {
      qualifiedAge: { min: 40, message: 'Qualified range' },
      disqualifiedAge: { min: 40, message: 'Disqualified range' },
    };
    expect(
      errorOf(config, { Day: '1', Month: '1', Year: '2000' }, ctx({ screenerQualified: qualified })),
    ).toBe(expected);
  });

  it('every year option passes with 1 part (the options and the rule agree)', () => {
    const f = dobForm({ dobParts: 1 });
    const field = dobFieldOf(f);
    if (!field) throw new Error('no DOB field');
    for (const Year of yearOptions(f, ctx())) expect(dobError(f, field, { Year }, ctx())).toBeNull();
    expect(NOW.getFullYear()).toBe(2025);
  });
});
