/**
 * API throughput and latency (autocannon) of three real endpoints, each also as a ratio to a
 * trivial route on a separate bare Fastify instance measured in the same run.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { startTestServer } from '../e2e/support/test-server';
import { validValues } from '../server/contact/support';
import { compareToBare, type ApiFigures, type BareFigures, type DatabaseName } from './bench-report';
import { participantBody, runLoad, type LoadFigures, type LoadOptions } from './write-throughput';

/** An adult contact submission (Patient/Add) the seeded demo form accepts, for a fresh enrolment. */
export function contactBody(): string {
  return JSON.stringify({
    contactFormSettingsId: 'adult-contact-form',
    formType: 'adult',
    language: 'en',
    studyKey: 'migraine-study',
    ruleContext: { minorPath: false, screenerQualified: true },
    values: validValues('adult', { Email: `ann.${randomUUID().slice(0, 8)}@example.com` }),
    token: '',
    siteSettingsId: 'site-settings-cr-demo',
    communities: [],
    conditionOfInterest: ['migraine'],
    patientReferralStatus: '',
    urlParams: [{ key: 'utm_source', value: 'bench' }],
    journeyStatusRequest: { enrollmentId: randomUUID(), journeyStep: 'contact-info', journeyStatus: '' },
    guestRef: randomUUID(),
  });
}

export const SITE_SEARCH_PATH =
  '/api/sites/Search?SiteSettingsId=site-settings-cr-demo&SiteRootPath=/migraine-study&ZipCode=60611';

interface Endpoint {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: () => string;
}

export const ENDPOINTS: Endpoint[] = [
  { name: 'POST /Participant/Add', path: '/Participant/Add', method: 'POST', body: participantBody },
  { name: 'POST /Patient/Add', path: '/Patient/Add', method: 'POST', body: contactBody },
  { name: 'GET /api/sites/Search', path: SITE_SEARCH_PATH, method: 'GET' },
];

/** One request first, so a wrong body fails loudly instead of measuring 4xx answers. */
async function probe(baseUrl: string, endpoint: Endpoint): Promise<void> {
  const res = await fetch(baseUrl + endpoint.path, {
    method: endpoint.method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-device-id': randomUUID(),
    },
    ...(endpoint.body ? { body: endpoint.body() } : {}),
  });
  if (!res.ok)
    throw new Error(`${endpoint.name} answered ${String(res.status)}: ${(await res.text()).slice(0, 300)}`);
}

async function bareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return { url: `http://127.0.0.1:${String(port)}/bare`, close: () => app.close() };
}

export async function benchApi(
  database: DatabaseName,
  options: { seconds: number; connections: number; databaseUrl?: string },
): Promise<{ bare: BareFigures; endpoints: ApiFigures[] }> {
  const load = (o: Omit<LoadOptions, 'seconds' | 'connections'>) =>
    runLoad({ ...o, seconds: options.seconds, connections: options.connections });
  const bareServer = await bareFastify();
  let bare: LoadFigures;
  try {
    bare = await load({ url: bareServer.url });
  } finally {
    await bareServer.close();
  }
  const server = await startTestServer({
    RATE_LIMIT_DISABLED: 'true',
    DATABASE_URL: options.databaseUrl ?? '',
  });
  try {
    const endpoints: ApiFigures[] = [];
    for (const endpoint of ENDPOINTS) {
      await probe(server.baseUrl, endpoint);
      const figures = await load({
        url: server.baseUrl + endpoint.path,
        method: endpoint.method,
        ...(endpoint.body ? { body: endpoint.body } : {}),
      });
      endpoints.push(compareToBare(database, endpoint.name, figures, bare));
    }
    return { bare: { database, ...bare }, endpoints };
  } finally {
    await server.dispose();
  }
}
