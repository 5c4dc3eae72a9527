import type { ContactFormInput } from '../../../src/shared/content-model/form';
import {
  anySmsConsentTicked,
  consentErrors,
  consentMediumFieldName,
  initialConsentValues,
  isConsentAccepted,
  tickedMediumKeys,
} from '../../../src/shared/domain/contact-form/consent-rules';
import type { ContactValues } from '../../../src/shared/domain/contact-form/contact-values';
import { form } from './support';

type GroupInput = NonNullable<ContactFormInput['consentGroups']>[number];

const primary: GroupInput = {
  name: 'Primary',
  key: 'primaryConsent',
  consentTitle: 'I agree',
  isRequired: true,
};
const secondary: GroupInput = {
  name: 'Secondary',
  key: 'secondaryConsent',
  consentTitle: 'Also contact me by',
  hideConsentCheckbox: true,
  mediumFieldName: 'SecondaryConsentMedium',
  consentMediumList: [
    { key: 'Email', name: 'Email' },
    { key: 'SMS', name: 'Text' },
  ],
};

function withGroups(...consentGroups: GroupInput[]) {
  return form({ consentGroups });
}

describe('consent errors (default "This is required field")', () => {
  it.each<[string, GroupInput[], ContactValues, Record<string, string>]>([
    ['required consent unticked: the fallback', [primary], {}, { primaryConsent: 'This is required field' }],
    [
      'required consent unticked: the configured message',
      [{ ...primary, requiredFieldMessage: 'Please accept' }],
      { primaryConsent: false },
      { primaryConsent: 'Please accept' },
    ],
    ['required consent ticked', [primary], { primaryConsent: true }, {}],
    ['optional consent unticked', [{ ...primary, isRequired: false }], {}, {}],
    ['hidden group is not validated', [{ ...primary, hideFromUI: true }], {}, {}],
    [
      'hidden checkbox: a ticked medium accepts the group',
      [{ ...secondary, isRequired: true }],
      { SecondaryConsentMedium: ['SMS'] },
      {},
    ],
    [
      'hidden checkbox: no medium ticked',
      [{ ...secondary, isRequired: true, requiredFieldMessage: 'Choose how' }],
      {},
      { secondaryConsent: 'Choose how' },
    ],
    [
      'a required visible medium unticked: its message',
      [
        {
          ...secondary,
          consentMediumList: [
            { key: 'Email', name: 'Email', isRequired: true, isRequiredErrorMessage: 'Email needed' },
          ],
        },
      ],
      { SecondaryConsentMedium: [] },
      { SecondaryConsentMedium: 'Email needed' },
    ],
    [
      'a required medium without a message: the fallback',
      [{ ...secondary, consentMediumList: [{ key: 'Email', name: 'Email', isRequired: true }] }],
      {},
      { SecondaryConsentMedium: 'This is required field' },
    ],
    [
      'at least one visible medium mandated, none ticked',
      [
        {
          ...secondary,
          enableAtleastOneContactMediumMandatedOutOfVisible: true,
          enableAtleastOneContactMediumErrorMessage: 'Pick one',
        },
      ],
      {},
      { SecondaryConsentMedium: 'Pick one' },
    ],
    [
      'at least one mandated, one ticked',
      [{ ...secondary, enableAtleastOneContactMediumMandatedOutOfVisible: true }],
      { SecondaryConsentMedium: ['Email'] },
      {},
    ],
    [
      'a hidden forced medium does not count as visible',
      [
        {
          ...secondary,
          enableAtleastOneContactMediumMandatedOutOfVisible: true,
          consentMediumList: [
            { key: 'Email', name: 'Email' },
            { key: 'Post', name: 'Post', hideFromUI: true, isRequired: true },
          ],
        },
      ],
      {},
      { SecondaryConsentMedium: 'This is required field' },
    ],
  ])('%s', (_name, groups, values, expected) => {
    expect(consentErrors(withGroups(...groups), values)).toEqual(expected);
  });
});

describe('consent values', () => {
  it('names the medium field {key}Medium unless configured', () => {
    expect(consentMediumFieldName({ key: 'studyConsent' })).toBe('studyConsentMedium');
    expect(
      consentMediumFieldName({ key: 'secondaryConsent', mediumFieldName: 'SecondaryConsentMedium' }),
    ).toBe('SecondaryConsentMedium');
  });

  it('forces hidden required and hidden default-opt-in media on', () => {
    const f = withGroups({
      ...secondary,
      consentMediumList: [
        { key: 'Email', name: 'Email' },
        { key: 'Post', name: 'Post', hideFromUI: true, isRequired: true },
        { key: 'Phone', name: 'Phone', hideFromUI: true, defaultOptIn: true },
        { key: 'Fax', name: 'Fax', hideFromUI: true },
      ],
    });
    const group = f.consentGroups[0];
    if (!group) throw new Error('no group');
    expect(tickedMediumKeys(group, {})).toEqual(['Post', 'Phone']);
    expect(tickedMediumKeys(group, { SecondaryConsentMedium: ['Email'] })).toEqual([
      'Email',
      'Post',
      'Phone',
    ]);
  });

  it('starts from the configured opt-ins', () => {
    const f = withGroups(
      { ...primary, defaultOptIn: true },
      {
        ...secondary,
        consentMediumList: [
          { key: 'Email', name: 'E', defaultOptIn: true },
          { key: 'SMS', name: 'S' },
        ],
      },
      {
        ...secondary,
        key: 'all',
        mediumFieldName: undefined,
        defaultOptInAll: true,
        hideConsentCheckbox: false,
      },
    );
    expect(initialConsentValues(f)).toEqual({
      primaryConsent: true,
      SecondaryConsentMedium: ['Email'],
      all: true,
      allMedium: ['Email', 'SMS'],
    });
  });

  it('accepts a ticked checkbox', () => {
    const group = withGroups(primary).consentGroups[0];
    if (!group) throw new Error('no group');
    expect(isConsentAccepted(group, { primaryConsent: true })).toBe(true);
    expect(isConsentAccepted(group, { primaryConsent: false })).toBe(false);
  });

  it.each<[string, GroupInput, ContactValues, boolean]>([
    ['SMS by key', secondary, { SecondaryConsentMedium: ['SMS'] }, true],
    ['Email only', secondary, { SecondaryConsentMedium: ['Email'] }, false],
    [
      'SMS by channel',
      { ...secondary, consentMediumList: [{ key: 'Text', name: 'Text', channel: 'sms' }] },
      { SecondaryConsentMedium: ['Text'] },
      true,
    ],
    [
      'a channel other than sms wins over the key',
      { ...secondary, consentMediumList: [{ key: 'SMS', name: 'Odd', channel: 'email' }] },
      { SecondaryConsentMedium: ['SMS'] },
      false,
    ],
    ['nothing ticked', secondary, {}, false],
  ])('any SMS consent ticked: %s', (_name, group, values, expected) => {
    expect(anySmsConsentTicked(withGroups(group), values)).toBe(expected);
  });
});
