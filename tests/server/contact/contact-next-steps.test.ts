import { sql } from 'kysely';
import { decideContactNextStep } from '../../../src/server/contact/contact-next-steps';
import type { StudySite } from '../../../src/shared/content-model/site';
import type { TestApp } from '../support/test-app';
import { createContactApp, testClock } from './support';
import { editStoredContent } from '../support/edit-stored-content';

function site(code: string, overrides: Partial<StudySite> = {}): StudySite {
  return {
    siteCode: code,
    siteState: 'IL',
    isVirtual: false,
    isHoldscheduling: false,
    ...overrides,
  } as StudySite;
}

describe('decideContactNextStep', () => {
  it.each([
    ['no site runs the protocols', [], '60611', 'no-site-available', '/no-site-available/adult'],
    [
      'only a site in another state',
      [site('AZ', { siteState: 'AZ' })],
      '60611',
      'no-site-available',
      '/no-site-available/adult',
    ],
    [
      "a site in the zip's state",
      [site('IL')],
      '60611',
      'site-selection',
      '/migraine-study/site-selection/adult',
    ],
    [
      'a virtual site anywhere',
      [site('V', { isVirtual: true, siteState: '' })],
      '10001',
      'site-selection',
      '/migraine-study/site-selection/adult',
    ],
    [
      'no zip: every site in reach',
      [site('AZ', { siteState: 'AZ' })],
      undefined,
      'site-selection',
      '/migraine-study/site-selection/adult',
    ],
    [
      'every site in reach holds scheduling',
      [site('IL', { isHoldscheduling: true })],
      '60611',
      'max-capacity',
      '/no-site-available-max-capacity/adult',
    ],
  ] as const)('%s → %s', (_name, sites, zip, kind, url) => {
    const decision = decideContactNextStep(sites, zip, 'adult', {
      rootPath: '/migraine-study',
      siteCount: 3,
    });
    expect(decision.kind).toBe(kind);
    expect(decision.nextStepUrl).toBe(url);
  });

  it.each([
    ['01', '/migraine-study/site-selection/adult'],
    ['02', '/siteselectionsuccess'],
    ['03', '/siteselectionsuccess'],
  ] as const)('only virtual sites in reach on journey %s → %s', (journeyType, url) => {
    const sites = [site('V', { isVirtual: true, siteState: '' }), site('AZ', { siteState: 'AZ' })];
    const decision = decideContactNextStep(sites, '60611', 'adult', {
      rootPath: '/migraine-study',
      siteCount: 3,
      journeyType,
    });
    expect(decision).toMatchObject({ kind: 'site-selection', nextStepUrl: url });
    expect(decision.sites.map((s) => s.siteCode)).toEqual(['V']);
  });

  it('keeps the sites that take participants, at most siteCount', () => {
    const sites = [site('A'), site('B', { isHoldscheduling: true }), site('C'), site('D')];
    expect(
      decideContactNextStep(sites, '60611', 'minor', { rootPath: '/x', siteCount: 2 }).sites.map(
        (s) => s.siteCode,
      ),
    ).toEqual(['A', 'C']);
  });
});

describe('GET /api/journey/ContactNextSteps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/journey/ContactNextSteps?${query}` });

  it('site selection for a Chicago zip in the migraine study', async () => {
    const res = await get('studyKey=migraine-study&patientType=adult&protocols=MIG-301&zipCode=60611');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'site-selection',
      nextStepUrl: '/migraine-study/site-selection/adult',
      isVirtual: false,
      isPostTOLL: false,
    });
    expect(res.json().sitesData.map((s: { state: string }) => s.state)).toEqual(['IL', 'IL', 'IL']);
  });

  it('a virtual result for the asthma study', async () => {
    const res = await get('studyKey=asthma-study&patientType=caregiver&protocols=AST-205&zipCode=10001');
    // Journey 02: nothing to choose, straight to the success page (the contact saga saves the site).
    expect(res.json()).toMatchObject({
      kind: 'site-selection',
      isVirtual: true,
      nextStepUrl: '/siteselectionsuccess',
    });
  });

  it('no site available when no site is in reach', async () => {
    const res = await get('studyKey=migraine-study&patientType=minor&protocols=MIG-301&zipCode=10001');
    expect(res.json()).toMatchObject({ kind: 'no-site-available', nextStepUrl: '/no-site-available/minor' });
  });

  it('max capacity when every site in reach holds scheduling', async () => {
    // Every Illinois site of the migraine study holds scheduling.
    await editStoredContent(t.deps.db, () =>
      sql`update content_items set data = jsonb_set(data, '{isHoldscheduling}', 'true')
        where kind = 'site' and data->>'siteState' = 'IL' and data->'protocolInfo'->>'protocol' = 'MIG-301'`.execute(
        t.deps.db,
      ),
    );
    const res = await get('studyKey=migraine-study&patientType=adult&protocols=MIG-301&zipCode=60611');
    expect(res.json()).toMatchObject({
      kind: 'max-capacity',
      nextStepUrl: '/no-site-available-max-capacity/adult',
      sitesData: [],
    });
  });

  it('400 for a protocol of another study, 404 for an unknown study', async () => {
    const foreign = await get('studyKey=migraine-study&patientType=adult&protocols=AST-204');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('query.protocols');
    const unknown = await get('studyKey=nope&patientType=adult&protocols=MIG-301');
    expect(unknown.statusCode).toBe(404);
  });
});
