import type { ContactFormInput } from '../../../src/shared/content-model/form';
import type { ContactValues } from '../../../src/shared/domain/contact-form/contact-values';
import { stateZipErrors, stateZipMismatch } from '../../../src/shared/domain/contact-form/state-zip';
import { stateCodeOf } from '../../../src/shared/domain/contact-form/us-states';
import { lookUpZip } from '../../../src/shared/domain/contact-form/zip-table';
import { normaliseZip, stateOfZip } from '../../../src/shared/domain/contact-form/zip-states';
import { form } from './support';

describe('bundled zip table', () => {
  it.each([
    ['60611', { city: 'Chicago', state: 'IL' }],
    ['10001', { city: 'New York', state: 'NY' }],
    ['90001', { city: 'Los Angeles', state: 'CA' }],
    ['77001', { city: 'Houston', state: 'TX' }],
    ['33101', { city: 'Miami', state: 'FL' }],
    ['85013', { city: 'Phoenix', state: 'AZ' }],
    ['02110', { city: 'Boston', state: 'MA' }],
    ['60657', { city: 'Chicago', state: 'IL' }],
    ['10025', { city: 'New York', state: 'NY' }],
    // Any prefix's main city now, not only a few big cities'.
    ['62701', { city: 'Springfield', state: 'IL' }],
    ['73101', { city: 'Oklahoma City', state: 'OK' }],
    ['00603', { city: 'Aguadilla', state: 'PR' }],
    // A zip of a small place: the state alone, never the name of a bigger neighbour.
    ['73301', { city: '', state: 'TX' }],
    ['62702', { city: 'Springfield', state: 'IL' }],
    ['62650', { city: '', state: 'IL' }],
    ['00901', { city: 'San Juan', state: 'PR' }],
    ['96799', { city: 'Pago Pago', state: 'AS' }],
    ['60611-1234', { city: 'Chicago', state: 'IL' }],
    [' 60611 ', { city: 'Chicago', state: 'IL' }],
  ])('%s → %o', (zip, expected) => {
    expect(lookUpZip(zip)).toEqual(expected);
  });

  it.each(['', '6061', 'abcde', '606111', '09001', '34001', '96201', '00001'])('%s → null', (zip) => {
    expect(lookUpZip(zip)).toBeNull();
  });

  it.each([
    ['01001', 'MA'],
    ['02801', 'RI'],
    ['03101', 'NH'],
    ['04101', 'ME'],
    ['05401', 'VT'],
    ['06101', 'CT'],
    ['07101', 'NJ'],
    ['19801', 'DE'],
    ['20001', 'DC'],
    ['20101', 'VA'],
    ['21201', 'MD'],
    ['25301', 'WV'],
    ['27601', 'NC'],
    ['29201', 'SC'],
    ['30301', 'GA'],
    ['39801', 'GA'],
    ['35201', 'AL'],
    ['37201', 'TN'],
    ['39201', 'MS'],
    ['40201', 'KY'],
    ['43215', 'OH'],
    ['46204', 'IN'],
    ['48201', 'MI'],
    ['50301', 'IA'],
    ['53201', 'WI'],
    ['55401', 'MN'],
    ['57101', 'SD'],
    ['58101', 'ND'],
    ['59601', 'MT'],
    ['63101', 'MO'],
    ['66101', 'KS'],
    ['68101', 'NE'],
    ['70112', 'LA'],
    ['72201', 'AR'],
    ['80202', 'CO'],
    ['82001', 'WY'],
    ['83701', 'ID'],
    ['84101', 'UT'],
    ['87101', 'NM'],
    ['88510', 'TX'],
    ['89101', 'NV'],
    ['96813', 'HI'],
    ['96910', 'GU'],
    ['96950', 'MP'],
    ['97201', 'OR'],
    ['98101', 'WA'],
    ['99501', 'AK'],
    ['00802', 'VI'],
  ])('state of %s is %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it('normalises ZIP+4', () => {
    expect(normaliseZip('60611-0001')).toBe('60611');
    expect(normaliseZip('606110001')).toBe('60611');
    expect(normaliseZip('6061')).toBeNull();
  });

  it.each([
    ['IL', 'IL'],
    ['il', 'IL'],
    ['Illinois', 'IL'],
    ['new york', 'NY'],
    ['Puerto Rico', 'PR'],
    ['Atlantis', null],
  ])('state code of %s is %s', (value, code) => {
    expect(stateCodeOf(value)).toBe(code);
  });
});

describe('state–zip cross-check', () => {
  it.each([
    ['60611', 'IL', false],
    ['60611', 'Illinois', false],
    ['60611', 'NY', true],
    ['60611', '', false],
    ['', 'IL', false],
    ['09001', 'IL', false],
    ['60611', 'none', false],
  ])('zip %s with state %s mismatch: %s', (zip, state, expected) => {
    expect(stateZipMismatch(zip, state)).toBe(expected);
  });

  const address = (zip: string, state: string): ContactFormInput['fields'] => [
    { type: 'dropdown', name: state, label: 'State' },
    { type: 'textbox', name: zip, label: 'Zip' },
  ];
  const caregiverFields = [
    ...address('CaregiverZipCode', 'CaregiverState'),
    ...address('ParticipantZipcode', 'ParticipantState'),
  ];

  it.each<[string, Partial<ContactFormInput>, ContactValues, Record<string, string>]>([
    [
      'enabled, mismatch: the configured message on the zip',
      {
        enableStateZipValidation: true,
        stateZipMessage: 'Zip not in state',
        fields: address('Zipcode', 'State'),
      },
      { Zipcode: '60611', State: 'CA' },
      { Zipcode: 'Zip not in state' },
    ],
    [
      'enabled, no message configured: the fallback',
      { enableStateZipValidation: true, fields: address('Zipcode', 'State') },
      { Zipcode: '60611', State: 'CA' },
      { Zipcode: 'The zip code does not match the state' },
    ],
    [
      'enabled, match',
      { enableStateZipValidation: true, fields: address('Zipcode', 'State') },
      { Zipcode: '60611', State: 'IL' },
      {},
    ],
    ['disabled: no check', { fields: address('Zipcode', 'State') }, { Zipcode: '60611', State: 'CA' }, {}],
    [
      'caregiver: each group on its own',
      {
        formType: 'caregiver',
        enableStateZipValidation: true,
        stateZipMessage: 'Mismatch',
        fields: caregiverFields,
      },
      {
        CaregiverZipCode: '60611',
        CaregiverState: 'IL',
        ParticipantZipcode: '10001',
        ParticipantState: 'IL',
      },
      { ParticipantZipcode: 'Mismatch' },
    ],
    [
      'minor: the parent group',
      {
        formType: 'minor',
        enableStateZipValidation: true,
        stateZipMessage: 'Mismatch',
        fields: address('ZipCode', 'ParentState'),
      },
      { ZipCode: '77001', ParentState: 'FL' },
      { ZipCode: 'Mismatch' },
    ],
  ])('%s', (_name, overrides, values, expected) => {
    expect(stateZipErrors(form(overrides), values)).toEqual(expected);
  });
});
