import { randomUUID } from 'node:crypto';
import type { RecordingSms } from '../support/fakes';
import type { TestApp } from '../support/test-app';
import { createContactApp, send, testClock, TENANT } from './support';

/** The welcome SMS names the study as a person would: a name that already says "study" is not doubled. */

function smsBody(overrides: Record<string, unknown>) {
  return {
    enrollmentId: randomUUID(),
    smsType: 'Cr-Registration',
    countryCode: '+1',
    smsRootPath: '/migraine-study',
    mobileNumber: '+13125550100',
    websiteName: 'ClinicalResearch',
    tenantKey: TENANT,
    ...overrides,
  };
}

describe('welcome SMS text', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  async function textFor(overrides: Record<string, unknown>): Promise<string> {
    const res = await send(t.app, 'POST', '/api/contacts/SendSMS', smsBody(overrides));
    expect(res.statusCode).toBe(200);
    // The SMS is queued with the write and sent after its commit.
    await t.deliver();
    return (t.deps.sms as RecordingSms).sent.at(-1)?.text ?? '';
  }

  it.each([
    ['Migraine Study', 'en', 'in the Migraine Study on ClinicalResearch'],
    ['Asthma', 'en', 'in the Asthma study on ClinicalResearch'],
    ['MIGRAINE STUDY', 'en', 'in the MIGRAINE STUDY on ClinicalResearch'],
    ['Estudio de migraña', 'es', 'en el Estudio de migraña de ClinicalResearch'],
    ['Asma', 'es', 'en el estudio Asma de ClinicalResearch'],
  ])('%s (%s) reads "%s"', async (smsStudyName, language, expected) => {
    const text = await textFor({ smsStudyName, language });
    expect(text).toContain(expected);
    expect(text).not.toMatch(/study study|estudio estudio/i);
  });
});
