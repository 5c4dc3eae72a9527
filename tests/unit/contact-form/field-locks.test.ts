import {
  isStateLocked,
  isZipLocked,
  lockedFieldNames,
  type LockInput,
} from '../../../src/shared/domain/contact-form/field-locks';
import { form } from './support';

const caregiver = form({
  formType: 'caregiver',
  fields: [
    { type: 'dropdown', name: 'CaregiverState', label: 'S' },
    { type: 'textbox', name: 'CaregiverZipCode', label: 'Z' },
    { type: 'dropdown', name: 'ParticipantState', label: 'S' },
    { type: 'textbox', name: 'ParticipantZipcode', label: 'Z', prefillFromScreener: true, readOnly: true },
    { type: 'dropdown', name: 'OtherState', label: 'S' },
  ],
});

const input: LockInput = {
  journeyType: '01',
  values: {},
  geolocatedState: 'IL',
  stateOptions: ['IL', 'NY', 'CA'],
  prefilledFields: [],
  geolocationFilledFields: [],
};

describe('state lock', () => {
  it.each<[string, string, Partial<LockInput>, boolean]>([
    ['journey 01, geolocated state is an option, field in the list', 'ParticipantState', {}, true],
    ['options given as names', 'ParticipantState', { stateOptions: ['Illinois', 'New York'] }, true],
    ['geolocated state given as a name', 'ParticipantState', { geolocatedState: 'Illinois' }, true],
    ['geolocated state not an option', 'ParticipantState', { geolocatedState: 'TX' }, false],
    ['no geolocated state', 'ParticipantState', { geolocatedState: null }, false],
    ['journey 02', 'ParticipantState', { journeyType: '02' }, false],
    ['journey 03', 'ParticipantState', { journeyType: '03' }, false],
    ['a state field not in the fixed list', 'OtherState', {}, false],
    ['caregiver state without a caregiver zip', 'CaregiverState', {}, true],
    [
      'caregiver state once a caregiver zip exists',
      'CaregiverState',
      { values: { CaregiverZipCode: '60611' } },
      false,
    ],
    [
      'participant state with a caregiver zip',
      'ParticipantState',
      { values: { CaregiverZipCode: '60611' } },
      true,
    ],
  ])('%s → locked %s', (_name, field, overrides, expected) => {
    expect(isStateLocked(caregiver, field, { ...input, ...overrides })).toBe(expected);
  });

  it('uses a configured list', () => {
    const custom = form({
      stateLockFields: ['OtherState'],
      fields: [{ type: 'dropdown', name: 'OtherState', label: 'S' }],
    });
    expect(isStateLocked(custom, 'OtherState', input)).toBe(true);
    expect(isStateLocked(custom, 'State', input)).toBe(false);
  });
});

describe('zip lock', () => {
  it.each<[string, { name: string; readOnly: boolean }, Partial<LockInput>, boolean]>([
    ['prefilled and read-only', { name: 'Zipcode', readOnly: true }, { prefilledFields: ['Zipcode'] }, true],
    [
      'prefilled, not read-only',
      { name: 'Zipcode', readOnly: false },
      { prefilledFields: ['Zipcode'] },
      false,
    ],
    ['read-only, not prefilled', { name: 'Zipcode', readOnly: true }, {}, false],
    [
      'filled by geolocation',
      { name: 'Zipcode', readOnly: false },
      { geolocationFilledFields: ['Zipcode'] },
      true,
    ],
    ['nothing', { name: 'Zipcode', readOnly: false }, {}, false],
  ])('%s → locked %s', (_name, field, overrides, expected) => {
    expect(isZipLocked(field, { ...input, ...overrides })).toBe(expected);
  });

  it('lists the locked fields of a form', () => {
    expect(
      lockedFieldNames(caregiver, {
        ...input,
        values: { CaregiverZipCode: '60611' },
        prefilledFields: ['ParticipantZipcode'],
        geolocationFilledFields: ['CaregiverZipCode'],
      }),
    ).toEqual(['CaregiverZipCode', 'ParticipantState', 'ParticipantZipcode']);
  });
});
