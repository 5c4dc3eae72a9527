import {
  isReadOnlyField,
  prefilledFieldNames,
  screenerPrefillValues,
  type ScreenerAnswers,
} from '../../../src/shared/domain/contact-form/prefill';
import { form } from './support';

const f = form({
  fields: [
    { type: 'DOB', name: 'DOB', label: 'DOB', prefillFromScreener: true, readOnly: true },
    { type: 'textbox', name: 'Zipcode', label: 'Zip', prefillFromScreener: true },
    { type: 'radiobutton', name: 'Gender', label: 'G', prefillFromScreener: true, screenerKey: 'g' },
    { type: 'textbox', name: 'City', label: 'City', prefillFromScreener: true },
    { type: 'textbox', name: 'CaregiverZipCode', label: 'Zip' },
  ],
});

describe('screener prefill', () => {
  it.each<[string, ScreenerAnswers | null, Record<string, string>]>([
    [
      'date parts, zip and a named key',
      { d: '09', m: '03', y: '1985', zipCode: '60611', g: 'Female' },
      { Day: '9', Month: '3', Year: '1985', Zipcode: '60611', Gender: 'Female' },
    ],
    ['an incomplete date is not prefilled', { d: '', m: '3', y: '1985' }, {}],
    ['nothing answered', {}, {}],
    ['no screener output', null, {}],
  ])('%s', (_name, answers, expected) => {
    expect(screenerPrefillValues(f, answers)).toEqual(expected);
  });

  it('prefills only the configured parts of a 1-part DOB', () => {
    const yearOnly = form({
      fields: [{ type: 'DOB', name: 'DOB', label: 'DOB', dobParts: 1, prefillFromScreener: true }],
    });
    expect(screenerPrefillValues(yearOnly, { d: '', m: '', y: '1985' })).toEqual({ Year: '1985' });
  });

  it('makes a field read-only only once it was prefilled', () => {
    const prefill = screenerPrefillValues(f, { d: '9', m: '3', y: '1985' });
    const filled = prefilledFieldNames(f, prefill);
    expect(filled).toEqual(['DOB']);
    const dob = f.fields[0];
    if (!dob) throw new Error('no field');
    expect(isReadOnlyField(dob, filled)).toBe(true);
    expect(isReadOnlyField(dob, [])).toBe(false);
    expect(isReadOnlyField({ name: 'Zipcode', readOnly: false }, ['Zipcode'])).toBe(false);
  });
});
