import { studySiteSchema, type StudySite, type StudySiteInput } from '../../../src/shared/content-model/site';
import { openSitesOf, placementOf, rankSites } from '../../../src/server/sites/site-ranking';
import { zipCoordinates } from '../../../src/server/geo/zip-coordinates';

function site(code: string, overrides: Partial<StudySiteInput> = {}): StudySite {
  return studySiteSchema.parse({
    siteCode: code,
    siteName: code,
    siteAddress: '',
    siteCity: '',
    siteState: 'IL',
    siteCountry: 'US',
    siteZipCode: '',
    latitude: 41.8925,
    longitude: -87.6194,
    tier: 1,
    protocolInfo: { protocol: 'P', studyName: 'S', sponsor: 'Sp', indication: 'I' },
    ...overrides,
  });
}

const chicago = { latitude: 41.8971, longitude: -87.6223 };

describe('placementOf: distance and the tier rule', () => {
  it.each([
    ['tier 1 within its radius stays tier 1', { radius: 50 }, chicago, 1, 0.4],
    [
      'tier 1 beyond its radius becomes tier 2',
      { radius: 25, latitude: 42.2655, longitude: -88.9985 },
      chicago,
      2,
      75,
    ],
    ['tier 1 without a radius keeps its tier', { latitude: 33.5, longitude: -112 }, chicago, 1, 1447],
    ['tier 2 within its radius stays tier 2', { tier: 2 as const, radius: 50 }, chicago, 2, 0.4],
    ['virtual: no distance, content tier', { isVirtual: true, radius: 1 }, chicago, 1, null],
    ['unknown zip: no distance, content tier', { radius: 1 }, null, 1, null],
  ])('%s', (_name, overrides, origin, tier, distance) => {
    const placement = placementOf(site('A', overrides), origin);
    expect(placement.tier).toBe(tier);
    expect(placement.distance).toBe(distance);
  });
});

describe('rankSites', () => {
  it('sorts by tier, then distance (unknown last), then site code', () => {
    const sites = [
      site('FAR-T1', { latitude: 41.0, longitude: -87.6, radius: 100 }),
      site('T2-NEAR', { tier: 2, radius: 50 }),
      site('VIRTUAL', { isVirtual: true }),
      site('NEAR-T1', { radius: 50 }),
      site('B-SAME', { radius: 50 }),
    ];
    expect(rankSites(sites, chicago).map((s) => s.siteCode)).toEqual([
      'B-SAME',
      'NEAR-T1',
      'FAR-T1',
      'VIRTUAL',
      'T2-NEAR',
    ]);
  });

  it('without a known zip orders each tier by place (state, city, name), not by code', () => {
    const sites = [
      site('A1', { siteName: 'Zeta Clinic', siteCity: 'Chicago', siteState: 'IL' }),
      site('A2', { siteName: 'Oak Research', siteCity: 'Austin', siteState: 'TX' }),
      site('A3', { siteName: 'Alpha Health', siteCity: 'Chicago', siteState: 'IL' }),
      site('A4', { siteName: 'Beta Trials', siteCity: 'Aurora', siteState: 'IL', tier: 2 }),
      site('A5', { siteName: 'Bay Clinic', siteCity: 'Boston', siteState: 'MA' }),
    ];
    expect(rankSites(sites, null).map((s) => s.siteName)).toEqual([
      'Alpha Health',
      'Zeta Clinic',
      'Bay Clinic',
      'Oak Research',
      'Beta Trials',
    ]);
  });

  it('never sends the staff e-mail addresses or mobile numbers', () => {
    const [info] = rankSites(
      [
        site('A', {
          emailCras: ['cra@example.org'],
          studyStaffEmails: ['s@example.org'],
          staffMobileNumbers: ['+13125550199'],
        }),
      ],
      null,
    );
    expect(JSON.stringify(info)).not.toContain('example.org');
    expect(JSON.stringify(info)).not.toContain('3125550199');
  });
});

describe('openSitesOf', () => {
  it('keeps open sites of the wanted protocols', () => {
    const sites = [
      site('A'),
      site('CLOSED', { siteStatus: 'Closed' }),
      site('OTHER', { protocolInfo: { protocol: 'Q', studyName: '', sponsor: '', indication: '' } }),
      site('NYE', { siteStatus: 'Not Yet Enrolling', notYetEnroll: true }),
    ];
    expect(openSitesOf(sites, ['P']).map((s) => s.siteCode)).toEqual(['A', 'NYE']);
  });
});

describe('zipCoordinates', () => {
  it.each([
    ['60611', { state: 'IL', city: 'Chicago' }],
    ['55401', { state: 'MN', city: 'Minneapolis' }],
  ])('%s is known', (zip, place) => {
    expect(zipCoordinates(zip)).toMatchObject({ zipCode: zip, ...place });
  });

  it.each(['00000', '1234', 'abcde', ''])('%p is unknown', (zip) => {
    expect(zipCoordinates(zip)).toBeNull();
  });
});
