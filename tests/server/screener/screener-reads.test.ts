import { publishDemoContent } from '../../support/demo-content';
import { getNextSteps, getSites, nextStepsResponseSchema } from '../../../src/shared/contracts/prescreener';
import { buildUrl } from '../../../src/shared/contracts/define-call';
import { getScreener } from '../../../src/shared/contracts/screener-definition';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await publishDemoContent(t.deps.db);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`GET /api/content/screener on ${databaseUnderTest}`, () => {
  it("answers the definition, its rules and the study's condition in the language asked", async () => {
    const url = buildUrl(getScreener.path, {}, { key: 'asthma-screener', language: 'es' });
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = getScreener.response.parse(res.json());
    expect(body.condition).toBe('Asma');
    expect(body.screener.protocols).toEqual(['AST-204', 'AST-205', 'AST-206']);
    expect(body.screener.definition).toHaveProperty('pages');
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown screener and 400 for a malformed key', async () => {
    expect((await get('/api/content/screener?key=nothing')).statusCode).toBe(404);
    expect((await get('/api/content/screener?key=a%20b')).statusCode).toBe(400);
  });
});

describe(`GET /api/journey/NextSteps on ${databaseUnderTest}`, () => {
  const nextSteps = async (query: Record<string, string>) => {
    const res = await get(buildUrl(getNextSteps.path, {}, query));
    return { status: res.statusCode, body: res.json() };
  };

  it('sends a visitor qualified for protocols with sites to the contact-info page', async () => {
    const { status, body } = await nextSteps({
      studyKey: 'asthma-study',
      patientType: 'caregiver',
      protocols: 'AST-204,AST-205',
      zipCode: '94110',
    });
    expect(status).toBe(200);
    const parsed = nextStepsResponseSchema.parse(body);
    expect(parsed.nextStepUrl).toBe('/asthma-study/contact-info/caregiver');
    const codes = parsed.sitesData.map((site) => site.siteCode);
    expect(codes.slice(0, 2)).toEqual(['AST-204-001', 'AST-204-002']);
    expect(codes).toContain('AST-205-VIRTUAL');
    expect(codes).toEqual(expect.arrayContaining(['AST-204-003', 'AST-204-005']));
    expect(parsed.isVirtual).toBe(false);
  });

  it('marks a result whose only sites are virtual', async () => {
    const { body } = await nextSteps({
      studyKey: 'asthma-study',
      patientType: 'adult',
      protocols: 'AST-205',
    });
    // The seeded virtual site shares health data (isHumanAPIEnabled).
    expect(body).toMatchObject({ isVirtual: true, isHumanAPIEnabledForVirtual: true });
  });

  it('answers the no-site-available outcome when no site runs the protocols', async () => {
    const { body } = await nextSteps({
      studyKey: 'asthma-study',
      patientType: 'adult',
      protocols: 'AST-206',
    });
    expect(body).toMatchObject({ nextStepUrl: '/no-site-available/adult', sitesData: [], isVirtual: false });
  });

  it('rejects protocols of another study and unknown studies', async () => {
    const foreign = await nextSteps({ studyKey: 'asthma-study', patientType: 'adult', protocols: 'MIG-301' });
    expect(foreign.status).toBe(400);
    const unknown = await nextSteps({ studyKey: 'nope', patientType: 'adult', protocols: 'MIG-301' });
    expect(unknown.status).toBe(404);
  });
});

describe(`GET /api/dap-api?url=/SiteSelection/GetSites on ${databaseUnderTest}`, () => {
  const sites = async (query: Record<string, string>) => {
    const res = await get(
      buildUrl(
        getSites.path,
        {},
        {
          url: '/SiteSelection/GetSites',
          SiteRootPath: '/asthma-study',
          SiteSettingsId: 'site-settings-cr-demo',
          Language: 'en',
          ...query,
        },
      ),
    );
    return { status: res.statusCode, body: res.json() };
  };

  it('answers one site by default (SiteCount "1"), tier 1 first', async () => {
    const { status, body } = await sites({ EligibleProtocols: 'AST-204,AST-205' });
    expect(status).toBe(200);
    expect(body.siteDetails).toHaveLength(1);
    expect(body.siteDetails[0]).toMatchObject({
      siteCode: 'AST-204-001',
      protocol: 'AST-204',
      city: 'San Francisco',
    });
  });

  it('answers up to SiteCount sites, in Spanish when asked', async () => {
    const { body } = await sites({ EligibleProtocols: 'MIG-301', SiteCount: '5', Language: 'es' });
    expect(body.siteDetails.map((site: { siteCode: string }) => site.siteCode)).toEqual([
      'MIG-301-001',
      'MIG-301-002',
      'MIG-301-004',
      'MIG-301-005',
      'MIG-301-006',
    ]);
    expect(body.siteDetails[0].studyName).toBe('Estudio de prevención de la migraña');
  });

  it('answers no sites for a protocol nobody runs, and 400 for another dap-api url', async () => {
    expect((await sites({ EligibleProtocols: 'AST-206' })).body).toEqual({ siteDetails: [] });
    const other = await sites({ EligibleProtocols: 'AST-204', url: '/SiteSelection/Other' });
    expect(other.status).toBe(400);
    expect(other.body.errors[0].field).toBe('query.url');
  });
});
