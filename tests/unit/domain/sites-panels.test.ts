import {
  DEFAULT_MAX_NUMBER_OF_SITES,
  groupSites,
  initialPanel,
  maxSitesOf,
  panelView,
  type SitePanel,
} from '../../../src/shared/domain/sites/site-panels';

const site = (code: string, tier: 1 | 2) => ({ code, tier });
const codes = (sites: Array<{ code: string }>) => sites.map((s) => s.code).join(',');
const tierOnes = (n: number) => Array.from({ length: n }, (_, i) => site(`a${i + 1}`, 1));
const tierTwos = (n: number) => Array.from({ length: n }, (_, i) => site(`b${i + 1}`, 2));

describe('site panels', () => {
  it('groups sites by tier and keeps every site in all', () => {
    const sites = [site('a', 1), site('b', 2), site('c', 1)];
    const groups = groupSites(sites);
    expect(codes(groups.groupOne)).toBe('a,c');
    expect(codes(groups.groupTwo)).toBe('b');
    expect(codes(groups.all)).toBe('a,b,c');
  });

  it.each([
    ['tier 1 and 2', [site('a', 1), site('b', 2)], 'groupOne'],
    ['only tier 1', [site('a', 1)], 'groupOne'],
    ['only tier 2: all are shown', [site('b', 2), site('c', 2)], 'all'],
    ['no sites', [], 'all'],
  ] as const)('opens on the right panel: %s', (_name, sites, expected) => {
    expect(initialPanel(sites)).toBe(expected);
  });

  it.each([
    [undefined, 5],
    [null, 5],
    [0, 5],
    [-2, 5],
    [2.5, 5],
    [3, 3],
    [12, 12],
  ])('maxNumberOfSites %p → %p', (configured, expected) => {
    expect(maxSitesOf(configured)).toBe(expected);
    expect(DEFAULT_MAX_NUMBER_OF_SITES).toBe(5);
  });

  type Row = [
    string,
    ReturnType<typeof site>[],
    SitePanel,
    boolean,
    number | undefined,
    Partial<ReturnType<typeof panelView>> & { shown: string },
  ];
  const rows: Row[] = [
    [
      '5 tier-1: no view more',
      tierOnes(5),
      'groupOne',
      false,
      undefined,
      { shown: 'a1,a2,a3,a4,a5', canViewMore: false, canViewLess: false },
    ],
    [
      '6 tier-1: first 5 and view more',
      tierOnes(6),
      'groupOne',
      false,
      undefined,
      { shown: 'a1,a2,a3,a4,a5', canViewMore: true, canViewLess: false, total: 6 },
    ],
    [
      '6 tier-1 expanded: all and view less',
      tierOnes(6),
      'groupOne',
      true,
      undefined,
      { shown: 'a1,a2,a3,a4,a5,a6', canViewMore: false, canViewLess: true },
    ],
    ['max 2 from content', tierOnes(3), 'groupOne', false, 2, { shown: 'a1,a2', canViewMore: true }],
    [
      'group one with tier 2: other options banner',
      [...tierOnes(1), ...tierTwos(2)],
      'groupOne',
      false,
      undefined,
      { shown: 'a1', showOtherOptions: true, showBestMatches: false },
    ],
    [
      'group two: its sites and a way back',
      [...tierOnes(1), ...tierTwos(2)],
      'groupTwo',
      false,
      undefined,
      { shown: 'b1,b2', showOtherOptions: false, showBestMatches: true },
    ],
    [
      'only tier 2 asked as group one: all shown, no banner',
      tierTwos(2),
      'groupOne',
      false,
      undefined,
      { shown: 'b1,b2', showOtherOptions: false },
    ],
    [
      'only tier 1: no other options',
      tierOnes(2),
      'groupOne',
      false,
      undefined,
      { shown: 'a1,a2', showOtherOptions: false },
    ],
    [
      'all panel',
      [...tierOnes(1), ...tierTwos(1)],
      'all',
      false,
      undefined,
      { shown: 'a1,b1', showOtherOptions: false, showBestMatches: false },
    ],
  ];
  it.each(rows)('%s', (_name, sites, panel, expanded, max, expected) => {
    const view = panelView(sites, panel, expanded, max);
    const { shown, ...flags } = expected;
    expect(codes(view.visible)).toBe(shown);
    expect(view).toMatchObject(flags);
  });
});
