import {
  contactFormTypeOfPath,
  isContactInfoPath,
  isMinorPath,
} from '../../../src/shared/domain/contact-form/contact-path';

describe('contact-info paths', () => {
  it.each([
    ['/migraine-study/contact-info/adult', 'adult'],
    ['/migraine-study/contact-info/caregiver', 'caregiver'],
    ['/migraine-study/contact-info/minor', 'minor'],
    ['/es/asthma-study/contact-info/minor', 'minor'],
    ['/asthma-study/contact-info/adult/', 'adult'],
    ['/asthma-study/contact-info/adult?utm_source=x#top', 'adult'],
    ['/knee-oa-study/contact-info/minor-participant', 'minor'],
    ['/knee-oa-study/adult-contact/contact-info', 'adult'],
    ['/knee-oa-study/Contact-Info/Caregiver', 'caregiver'],
    ['/minor-study/contact-info/adult', 'minor'],
    ['/migraine-study/contact-info', null],
    ['/migraine-study/adult', null],
    ['/minor-dnq/adult', null],
    ['/migraine-study/contact-information/adult', null],
    ['/', null],
    ['', null],
  ])('%s → %s', (path, expected) => {
    expect(contactFormTypeOfPath(path)).toBe(expected);
  });

  it.each([
    ['/x/contact-info/minor', true],
    ['/x/contact-info/adult', false],
    ['/x/contact-info/minors', true],
    ['/x/contact-info/adult?type=minor', false],
  ])('minor path %s: %s', (path, expected) => {
    expect(isMinorPath(path)).toBe(expected);
  });

  it('recognises the contact-info segment only as a whole segment', () => {
    expect(isContactInfoPath('/x/contact-info/adult')).toBe(true);
    expect(isContactInfoPath('/x/my-contact-info/adult')).toBe(false);
  });
});
