import type { TestApp } from '../support/test-app';
import { createContactApp, submitContactForm, testClock, validValues } from '../contact/support';

interface SiteRow {
  siteCode: string;
  tier: number;
  distance: number | null;
}

const search = (t: TestApp, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/sites/Search?SiteSettingsId=site-settings-cr-demo&${query}` });

const codes = (sites: SiteRow[]) => sites.map((s) => s.siteCode);

describe('GET /api/sites/Search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  it('migraine from 60611: three tier-1 sites nearby first, then tier 2 by distance', async () => {
    const res = await search(t, 'SiteRootPath=/migraine-study&ZipCode=60611');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    const tier1 = body.sitesData.filter((s: SiteRow) => s.tier === 1);
    expect(codes(tier1)).toEqual(['MIG-301-001', 'MIG-301-004', 'MIG-301-005']);
    // Rockford is tier 1 in content but 75 miles away with a 25-mile radius.
    expect(body.sitesData[3]).toMatchObject({ siteCode: 'MIG-301-006', tier: 2, distance: 75 });
    const distances = body.sitesData.slice(3).map((s: SiteRow) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body).toMatchObject({
      siteCount: 10,
      origin: { zipCode: '60611', state: 'IL' },
      sponsorConsent: { kiElementsConsent: true, lifeLinkConsent: true },
      studyKey: 'migraine-study',
      journeyType: '01',
    });
  });

  it('migraine from 55401: only tier-2 sites', async () => {
    const body = (await search(t, 'SiteRootPath=/migraine-study&ZipCode=55401')).json();
    expect(body.sitesData.every((s: SiteRow) => s.tier === 2)).toBe(true);
    expect(body.sitesData[0].siteCode).toBe('MIG-301-008');
  });

  it('asthma: the virtual site has no distance; sponsor has no life-link setting', async () => {
    const body = (await search(t, 'SiteRootPath=/es/asthma-study&Language=es&ZipCode=77030')).json();
    expect(body.sitesData[0]).toMatchObject({ siteCode: 'AST-204-002', tier: 1 });
    expect(body.sitesData.find((s: SiteRow) => s.siteCode === 'AST-205-VIRTUAL').distance).toBeNull();
    expect(body.sponsorConsent).toEqual({ kiElementsConsent: true, lifeLinkConsent: null });
    expect(body.sitesData[0].protocolInfo.studyName).toBe('Estudio de control del asma');
  });

  it('home page without a zip: every open site, content tiers, no origin', async () => {
    const body = (await search(t, 'SiteRootPath=/knee-oa-study&IsSiteDetailsForHomePage=true')).json();
    expect(body.origin).toBeNull();
    expect(body.sitesData).toHaveLength(10);
    expect(body.sitesData.every((s: SiteRow) => s.distance === null)).toBe(true);
  });

  it("with an enrolment: the contact form's zip, overridden by the query's", async () => {
    const { body: submitted } = await submitContactForm(t.app, {
      values: validValues('adult', { Zipcode: '55401', City: 'Minneapolis', State: 'MN' }),
    });
    const enrollmentId = submitted.journeyStatusRequest.enrollmentId;
    const stored = (await search(t, `SiteRootPath=/migraine-study&EnrollmentId=${enrollmentId}`)).json();
    expect(stored.origin.zipCode).toBe('55401');
    const given = (
      await search(t, `SiteRootPath=/migraine-study&EnrollmentId=${enrollmentId}&ZipCode=60611`)
    ).json();
    expect(given.origin.zipCode).toBe('60611');
  });

  it.each([
    ['a malformed zip', 'SiteRootPath=/migraine-study&ZipCode=606', 400, 'query.ZipCode'],
    [
      'another study’s site settings',
      'SiteRootPath=/migraine-study&SiteSettingsId=x',
      400,
      'query.SiteSettingsId',
    ],
  ])('400 for %s', async (_name, query, status, field) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sites/Search?${query.includes('SiteSettingsId') ? query : `SiteSettingsId=site-settings-cr-demo&${query}`}`,
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors[0].field).toBe(field);
  });

  it('404 for an unknown study root', async () => {
    expect((await search(t, 'SiteRootPath=/nope')).statusCode).toBe(404);
  });
});
