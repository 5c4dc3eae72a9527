import {
  cardLimit,
  conditionChipHref,
  joinChange,
  joinedCommunities,
  leaveChange,
  offeredCommunities,
} from '../../../src/features/profile/communities';

const options = [
  { key: 'migraine', communities: ['migraine-community', 'headache-community'] },
  { key: 'asthma', communities: ['asthma-community', 'headache-community'] },
  { key: 'knee', communities: ['joint-community'] },
];
const cards = ['migraine-community', 'headache-community', 'asthma-community', 'joint-community'].map(
  (key) => ({
    key,
    value: key.toUpperCase(),
  }),
);
const member = (conditions: string[], communities: string[]) => ({
  conditions: conditions.map((conditionId) => ({ conditionId, sitecoreId: '' })),
  communities,
});

describe('what the My Profile communities show', () => {
  it("offers each community of the member's conditions once, without those joined", () => {
    expect(offeredCommunities(options, member(['migraine', 'asthma'], ['asthma-community']), cards)).toEqual([
      { key: 'migraine-community', value: 'MIGRAINE-COMMUNITY' },
      { key: 'headache-community', value: 'HEADACHE-COMMUNITY' },
    ]);
    expect(offeredCommunities(options, member([], []), cards)).toEqual([]);
  });

  it('lists the joined communities, with their key when content has no card', () => {
    expect(joinedCommunities(member([], ['joint-community', 'gone']), cards)).toEqual([
      { key: 'joint-community', value: 'JOINT-COMMUNITY' },
      { key: 'gone', value: 'gone' },
    ]);
  });

  it('shows two rows on desktop and tablet, five cards on mobile', () => {
    expect(cardLimit('desktop')).toBe(6);
    expect(cardLimit('tablet')).toBe(4);
    expect(cardLimit('mobile')).toBe(5);
  });

  it('links a condition chip to the search with #q={key}, in the page language', () => {
    expect(conditionChipHref('/find-trials/search-result', 'knee osteo', 'en')).toBe(
      '/find-trials/search-result#q=knee%20osteo',
    );
    expect(conditionChipHref('/find-trials/search-result', 'asthma', 'es')).toBe(
      '/es/find-trials/search-result#q=asthma',
    );
    expect(conditionChipHref('https://search.example/find', 'asthma', 'es')).toBe(
      'https://search.example/find#q=asthma',
    );
  });

  it('joins by adding one community, leaves by replacing the list without it', () => {
    expect(joinChange('asthma-community')).toEqual({
      conditions: [],
      communities: ['asthma-community'],
      isAppendExisting: true,
      added: ['asthma-community'],
    });
    const joined = member(['asthma'], ['asthma-community', 'joint-community']);
    expect(leaveChange(joined, 'asthma-community')).toEqual({
      conditions: joined.conditions,
      communities: ['joint-community'],
      isAppendExisting: false,
      added: [],
    });
  });
});
