/**
 * API throughput and latency (autocannon) of three real endpoints, each also as a ratio to a
 * trivial route on a separate bare Fastify instance measured in the same run. The two writes
 * are also measured against a raw insert of the same row on the same server, alternating
 * (write-throughput.ts): their rows here are those rounds' medians.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { validValues } from '../server/contact/support';
import {
  compareToBare,
  type ApiFigures,
  type BareFigures,
  type DatabaseName,
  type WriteRatioFigures,
} from './bench-report';
import {
  measureWriteRatios,
  PARTICIPANT_ADD,
  runLoad,
  startWriteServer,
  type LoadFigures,
  type LoadOptions,
  type WriteUnderTest,
} from './write-throughput';
import { RAW_PATIENT_INSERT_PATH } from './raw-patient-insert';

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

export const WRITES: WriteUnderTest[] = [
  PARTICIPANT_ADD,
  {
    name: 'POST /Patient/Add',
    path: '/Patient/Add',
    body: contactBody,
    reference: { name: 'raw insert of the patient row', path: RAW_PATIENT_INSERT_PATH },
  },
];

const READS: Endpoint[] = [{ name: 'GET /api/sites/Search', path: SITE_SEARCH_PATH, method: 'GET' }];

/** Every endpoint the section measures, writes first. */
export const ENDPOINTS: Endpoint[] = [...WRITES.map((w) => ({ ...w, method: 'POST' as const })), ...READS];

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
  options: { seconds: number; connections: number; rounds: number; databaseUrl?: string },
): Promise<{ bare: BareFigures; endpoints: ApiFigures[]; writes: WriteRatioFigures[] }> {
  const load = (o: Omit<LoadOptions, 'seconds' | 'connections'>) =>
    runLoad({ ...o, seconds: options.seconds, connections: options.connections });
  const bareServer = await bareFastify();
  let bare: LoadFigures;
  try {
    bare = await load({ url: bareServer.url });
  } finally {
    await bareServer.close();
  }
  const server = await startWriteServer(options.databaseUrl ?? '');
  try {
    for (const endpoint of ENDPOINTS) await probe(server.baseUrl, endpoint);
    const writes = await measureWriteRatios(database, server, { ...options, writes: WRITES });
    const endpoints = writes.map((w) => compareToBare(database, w.endpoint, w.write, bare));
    for (const endpoint of READS) {
      const figures = await load({ url: server.baseUrl + endpoint.path, method: endpoint.method });
      endpoints.push(compareToBare(database, endpoint.name, figures, bare));
    }
    return { bare: { database, ...bare }, endpoints, writes };
  } finally {
    await server.dispose();
  }
}
