import {
  addressZipErrors,
  addressZipMatches,
  autocompleteCountries,
  editClearsPlace,
  valuesFromPlace,
  type ZipMatchInput,
} from '../../../src/shared/domain/contact-form/address-zip-match';
import { ADDRESS_FIELDS } from '../../../src/shared/domain/contact-form/contact-values';
import { ctx, form } from './support';

const base: ZipMatchInput = {
  formType: 'adult',
  journeyType: '01',
  chosenZip: '60611',
  chosenState: 'IL',
  detected: { zip: '60611' },
};

describe('journey-01 adult zip match', () => {
  it.each<[string, Partial<ZipMatchInput>, boolean]>([
    ['same zip as detected', {}, true],
    ['different zip, same state as the detected zip', { chosenZip: '62701', chosenState: 'IL' }, true],
    ['different zip and state', { chosenZip: '10001', chosenState: 'NY' }, false],
    ['matches the earlier zip', { chosenZip: '10001', chosenState: 'NY', earlierZip: '10001' }, true],
    ['chosen state missing: the chosen zip gives it', { chosenZip: '62701', chosenState: '' }, true],
    ['chosen state missing, zip in another state', { chosenZip: '10001', chosenState: '' }, false],
    [
      'detected state given wins',
      { chosenZip: '10001', chosenState: 'NY', detected: { zip: '60611', state: 'NY' } },
      true,
    ],
    [
      'detected state as a name',
      { chosenZip: '10001', chosenState: 'NY', detected: { zip: '60611', state: 'New York' } },
      true,
    ],
    ['not journey 01: no rule', { journeyType: '02', chosenZip: '10001', chosenState: 'NY' }, true],
    ['caregiver form: no rule', { formType: 'caregiver', chosenZip: '10001', chosenState: 'NY' }, true],
    ['no geolocation: no rule', { detected: null, chosenZip: '10001', chosenState: 'NY' }, true],
    ['no zip chosen yet', { chosenZip: '' }, true],
    ['ZIP+4 of the detected zip', { chosenZip: '60611-1234', chosenState: 'NY' }, true],
  ])('%s', (_name, overrides, expected) => {
    expect(addressZipMatches({ ...base, ...overrides })).toBe(expected);
  });

  const adult = (addressZipMessage?: string) =>
    form({
      addressZipMessage,
      fields: [
        { type: 'dropdown', name: 'State', label: 'State' },
        { type: 'textbox', name: 'Zipcode', label: 'Zip' },
      ],
    });

  it.each([
    ['the configured message', 'Pick an address near you', 'Pick an address near you'],
    ['the fallback', undefined, 'The address is not in the area of your location'],
  ])('mismatch shows %s on Zipcode', (_name, message, expected) => {
    const context = ctx({ journeyType: '01', detectedLocation: { zip: '60611' } });
    expect(addressZipErrors(adult(message), { Zipcode: '10001', State: 'NY' }, context)).toEqual({
      Zipcode: expected,
    });
    expect(addressZipErrors(adult(message), { Zipcode: '60614', State: 'IL' }, context)).toEqual({});
  });

  it('uses the earlier zip of the context', () => {
    const context = ctx({ journeyType: '01', detectedLocation: { zip: '60611' }, earlierZip: '10001' });
    expect(addressZipErrors(adult('x'), { Zipcode: '10001', State: 'NY' }, context)).toEqual({});
  });
});

describe('autocomplete places', () => {
  const group = ADDRESS_FIELDS.caregiver[1];
  if (!group) throw new Error('no participant group');

  it('fills address, city, state (as a code) and zip of the group', () => {
    expect(
      valuesFromPlace(group, { address: '1 Main St', city: 'Chicago', state: 'Illinois', zip: '60611' }),
    ).toEqual({
      ParticipantAddress: '1 Main St',
      ParticipantCity: 'Chicago',
      ParticipantState: 'IL',
      ParticipantZipcode: '60611',
    });
  });

  it.each([
    ['ParticipantAddress', true],
    ['ParticipantCity', true],
    ['ParticipantState', true],
    ['ParticipantZipcode', true],
    ['CaregiverAddress', false],
    ['ParticipantFirstName', false],
  ])('editing %s clears the stored place: %s', (field, expected) => {
    expect(editClearsPlace(group, field)).toBe(expected);
  });

  it.each([
    ['US', ['us', 'pr', 'vi', 'gu', 'mp', 'as']],
    ['us', ['us', 'pr', 'vi', 'gu', 'mp', 'as']],
    ['CA', ['ca']],
    ['', ['us', 'pr', 'vi', 'gu', 'mp', 'as']],
  ])('site country %s → %o', (country, expected) => {
    expect(autocompleteCountries(country)).toEqual(expected);
  });
});
