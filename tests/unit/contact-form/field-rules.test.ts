import type { ContactFormInput } from '../../../src/shared/content-model/form';
import type { ContactValues } from '../../../src/shared/domain/contact-form/contact-values';
import { fieldError, maxLengthOf } from '../../../src/shared/domain/contact-form/field-rules';
import { form } from './support';

type FieldInput = ContactFormInput['fields'][number];

function errorOf(field: FieldInput, values: ContactValues): string | null {
  const parsed = form({ fields: [field] }).fields[0];
  if (!parsed) throw new Error('no field');
  return fieldError(parsed, values);
}

const options = [
  { label: 'One', value: '1' },
  { label: 'Two', value: '2' },
];

describe('required: the configured required message, else the fallback', () => {
  it.each<[string, FieldInput, ContactValues, string | null]>([
    [
      'textbox empty',
      { type: 'textbox', name: 'FirstName', label: 'F', required: true, requiredMessage: 'Name needed' },
      {},
      'Name needed',
    ],
    [
      'textbox blank spaces',
      { type: 'textbox', name: 'FirstName', label: 'F', required: true },
      { FirstName: '   ' },
      'This is required field',
    ],
    [
      'textbox given',
      { type: 'textbox', name: 'FirstName', label: 'F', required: true },
      { FirstName: 'Ada' },
      null,
    ],
    ['textbox optional and empty', { type: 'textbox', name: 'FirstName', label: 'F' }, {}, null],
    [
      'dropdown empty',
      { type: 'dropdown', name: 'State', label: 'S', required: true, requiredMessage: 'Pick a state' },
      { State: '' },
      'Pick a state',
    ],
    [
      "dropdown placeholder 'none'",
      { type: 'dropdown', name: 'State', label: 'S', required: true },
      { State: 'none' },
      'This is required field',
    ],
    [
      "optional dropdown placeholder 'none'",
      { type: 'dropdown', name: 'State', label: 'S' },
      { State: 'none' },
      null,
    ],
    [
      'radiobutton empty',
      { type: 'radiobutton', name: 'Gender', label: 'G', required: true, options },
      {},
      'This is required field',
    ],
    [
      'checkbox unticked',
      { type: 'checkbox', name: 'Agree', label: 'A', required: true, requiredMessage: 'Tick it' },
      { Agree: false },
      'Tick it',
    ],
    [
      'checkbox ticked',
      { type: 'checkbox', name: 'Agree', label: 'A', required: true },
      { Agree: true },
      null,
    ],
    ['checkbox optional unticked', { type: 'checkbox', name: 'Agree', label: 'A' }, {}, null],
    [
      'section heading never errs',
      { type: 'sectionHeading', name: 'H', label: 'H', required: true },
      {},
      null,
    ],
  ])('%s', (_name, field, values, expected) => {
    expect(errorOf(field, values)).toBe(expected);
  });
});

describe('textbox regular expression: the invalid-input message', () => {
  const zip: FieldInput = {
    type: 'textbox',
    name: 'Zipcode',
    label: 'Z',
    regex: '^[0-9]{5}$',
    invalidMessage: 'Five digits',
  };
  it.each<[string, FieldInput, ContactValues, string | null]>([
    ['matches', zip, { Zipcode: '60611' }, null],
    ['does not match', zip, { Zipcode: '6061' }, 'Five digits'],
    ['trimmed before matching', zip, { Zipcode: ' 60611 ' }, null],
    [
      'no invalid message: the required message',
      { ...zip, invalidMessage: undefined, requiredMessage: 'Zip!' },
      { Zipcode: 'abc' },
      'Zip!',
    ],
    [
      'nothing configured: the fallback',
      { ...zip, invalidMessage: undefined },
      { Zipcode: 'abc' },
      'This is required field',
    ],
    ['empty optional field skips the regex', zip, { Zipcode: '' }, null],
  ])('%s', (_name, field, values, expected) => {
    expect(errorOf(field, values)).toBe(expected);
  });
});

describe('maxLength: configured or a per-field default', () => {
  it.each<[string, number | undefined, number]>([
    ['Email', undefined, 100],
    ['CaregiverEmail', undefined, 100],
    ['Zipcode', undefined, 10],
    ['ParticipantZipcode', undefined, 10],
    ['FirstName', undefined, 50],
    ['ParticipantLastName', undefined, 50],
    ['CaregiverCity', undefined, 50],
    ['ParentAddress', undefined, 100],
    ['ContactNumber', undefined, 15],
    ['Anything', undefined, 100],
    ['Email', 60, 60],
  ])('%s (configured %s) → %s', (name, maxLength, expected) => {
    expect(maxLengthOf({ name, maxLength })).toBe(expected);
  });

  it.each<[string, FieldInput, ContactValues, string | null]>([
    [
      'at the configured limit',
      { type: 'textbox', name: 'Nick', label: 'N', maxLength: 3, invalidMessage: 'Too long' },
      { Nick: 'abc' },
      null,
    ],
    [
      'over the configured limit',
      { type: 'textbox', name: 'Nick', label: 'N', maxLength: 3, invalidMessage: 'Too long' },
      { Nick: 'abcd' },
      'Too long',
    ],
    [
      'over the default limit',
      { type: 'textbox', name: 'FirstName', label: 'F', invalidMessage: 'Too long' },
      { FirstName: 'a'.repeat(51) },
      'Too long',
    ],
  ])('%s', (_name, field, values, expected) => {
    expect(errorOf(field, values)).toBe(expected);
  });
});

describe('choices must be options when content lists them', () => {
  it.each<[string, FieldInput, ContactValues, string | null]>([
    ['dropdown option', { type: 'dropdown', name: 'D', label: 'D', options }, { D: '2' }, null],
    [
      'dropdown unknown value',
      { type: 'dropdown', name: 'D', label: 'D', options, invalidMessage: 'Pick one' },
      { D: '3' },
      'Pick one',
    ],
    [
      'dropdown without content options accepts any value',
      { type: 'dropdown', name: 'State', label: 'S' },
      { State: 'IL' },
      null,
    ],
    [
      'radiobutton unknown value',
      { type: 'radiobutton', name: 'R', label: 'R', options },
      { R: 'x' },
      'This is required field',
    ],
  ])('%s', (_name, field, values, expected) => {
    expect(errorOf(field, values)).toBe(expected);
  });
});

describe('multicheckbox: at least one selected', () => {
  const multi: FieldInput = {
    type: 'multicheckbox',
    name: 'Conditions',
    label: 'C',
    options,
    requiredMessage: 'Pick at least one',
  };
  it.each<[string, FieldInput, ContactValues, string | null]>([
    ['none selected', multi, { Conditions: [] }, 'Pick at least one'],
    ['missing', multi, {}, 'Pick at least one'],
    [
      'none selected, no message configured',
      { ...multi, requiredMessage: undefined },
      {},
      'This is required field',
    ],
    ['one selected', multi, { Conditions: ['1'] }, null],
    ['two selected', multi, { Conditions: ['1', '2'] }, null],
    ['an unknown entry', { ...multi, invalidMessage: 'Unknown' }, { Conditions: ['1', '9'] }, 'Unknown'],
  ])('%s', (_name, field, values, expected) => {
    expect(errorOf(field, values)).toBe(expected);
  });
});
