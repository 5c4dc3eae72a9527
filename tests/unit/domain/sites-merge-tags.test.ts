import { applyMergeTags, mergeTagsIn } from '../../../src/shared/domain/sites/merge-tags';

const values = { FirstName: 'Ana', SiteName: 'Lakeshore Clinic', SitePhone: '(312) 555-0100', Empty: '' };

describe('applyMergeTags', () => {
  it.each([
    ['Thank you, {FirstName}.', 'Thank you, Ana.'],
    ['{SiteName} will call from {SitePhone}', 'Lakeshore Clinic will call from (312) 555-0100'],
    ['{FirstName} {FirstName}', 'Ana Ana'],
    ['Hello {Unknown}!', 'Hello !'],
    ['Hello {Empty}!', 'Hello !'],
    ['case: {firstname}', 'case: Ana'],
    ['no tags', 'no tags'],
    ['{ FirstName } and {1abc} stay', '{ FirstName } and {1abc} stay'],
    ['', ''],
  ])('%p → %p', (text, expected) => {
    expect(applyMergeTags(text, values)).toBe(expected);
  });

  it('does not read values as patterns ($& stays literal)', () => {
    expect(applyMergeTags('{FirstName}', { FirstName: '$& $1' })).toBe('$& $1');
  });

  it('lists the tags a text uses once each', () => {
    expect(mergeTagsIn('{A} {B} {A} {c_1}')).toEqual(['A', 'B', 'c_1']);
  });
});
