import { randomUUID } from 'node:crypto';
import type { OutboundMail } from '../../../src/server/integrations/mail';
import type { OutboundSms } from '../../../src/server/integrations/sms';
import { participantBody, postParticipant } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { createContactApp, send, submitContactForm, testClock, validValues } from '../contact/support';
import { choiceBody, outcomeBody, OUTCOME_URL, SAVE_SITE_URL, TENANT } from '../site-selection/support';

/*
 * When a participant's site choice becomes their outcome, the site's staff are told (by mail
 * when the site allows mail, by text message when it allows SMS) with no personal data, only the
 * link to the referral; the participant gets a confirmation in their language, by text message
 * too when they ticked a text-message consent with a mobile number. Once per referral, whatever
 * replays the outcome; nothing for another outcome.
 */

const SAVE = SAVE_SITE_URL;
/** The demo site with staff: two addresses (mail allowed) and one mobile number (SMS allowed). */
const STAFFED_SITE = 'MIG-301-001';
const UNSTAFFED_SITE = 'MIG-301-002';

describe(`referral notifications on ${databaseUnderTest}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  const mails = () => t.deps.mail as unknown as { sent: OutboundMail[] };
  const texts = () => t.deps.sms as unknown as { sent: OutboundSms[] };

  async function choose(options: {
    siteCode?: string;
    language?: 'en' | 'es';
    values?: Record<string, unknown>;
  }): Promise<{ enrollmentId: string; referralId: string }> {
    const enrollmentId = randomUUID();
    expect(
      (await postParticipant(t.app, participantBody({ tenantKey: TENANT, enrollmentId }))).statusCode,
    ).toBe(200);
    await submitContactForm(t.app, {
      enrollmentId,
      values: options.values ?? validValues('adult'),
      body: { language: options.language ?? 'en' },
    });
    const choice = choiceBody({ enrollmentId, siteCode: options.siteCode ?? STAFFED_SITE });
    expect((await send(t.app, 'POST', SAVE, choice)).statusCode).toBe(200);
    return { enrollmentId, referralId: choice.referralId };
  }

  const outcome = (enrollmentId: string, patientReferralStatus = 'New', key?: string) =>
    send(t.app, 'POST', OUTCOME_URL, outcomeBody(enrollmentId, patientReferralStatus), key ? { key } : {});

  async function deliveredFor(action: () => Promise<unknown>) {
    const [mailsBefore, textsBefore] = [mails().sent.length, texts().sent.length];
    await action();
    await t.deliver();
    return { mails: mails().sent.slice(mailsBefore), texts: texts().sent.slice(textsBefore) };
  }

  it('tells each staff address and number once, with the link and no personal data', async () => {
    let referralId = '';
    const sent = await deliveredFor(async () => {
      const chosen = await choose({ values: validValues('adult', { SecondaryConsentMedium: ['Email'] }) });
      referralId = chosen.referralId;
      expect((await outcome(chosen.enrollmentId)).statusCode).toBe(200);
    });
    const staffMails = sent.mails.filter((mail) => mail.subject.startsWith('New referral'));
    expect(staffMails.map((mail) => mail.to).sort()).toEqual([
      'coordinator.lakeside@example.org',
      'cra.lakeside@example.org',
    ]);
    const link = `${t.deps.config.publicBaseUrl.replace(/\/+$/, '')}/staff/referrals/${referralId}`;
    for (const mail of staffMails) {
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Lakeside Neurology Research Center');
      for (const personal of ['Ann', 'Lee', 'ann@example.com', '3125550100', '1985'])
        expect(`${mail.subject}\n${mail.text}`).not.toContain(personal);
    }
    const staffTexts = sent.texts.filter((sms) => sms.to === '+13125550142');
    expect(staffTexts).toHaveLength(1);
    expect(staffTexts[0]!.text).toContain(link);
    expect(staffTexts[0]!.text).not.toContain('Ann');
  });

  it('confirms to the participant by mail, with the site, what comes next and how to withdraw', async () => {
    const sent = await deliveredFor(async () => {
      const chosen = await choose({ values: validValues('adult', { SecondaryConsentMedium: ['Email'] }) });
      await outcome(chosen.enrollmentId);
    });
    const confirmation = sent.mails.filter((mail) => mail.to === 'ann@example.com');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.subject).toBe('Your study site – Migraine Prevention Study');
    expect(confirmation[0]!.text).toContain('Lakeside Neurology Research Center');
    expect(confirmation[0]!.text).toContain('1200 Lakeshore Avenue, Suite 300, Chicago, IL, 60611');
    expect(confirmation[0]!.text).toContain('What happens next');
    expect(confirmation[0]!.text).toContain('withdraw');
    // No text-message consent: no text message to the participant.
    expect(sent.texts.filter((sms) => sms.to === '+13125550100')).toEqual([]);
  });

  it('also texts the participant who ticked a text-message consent with a mobile number, in Spanish for a Spanish form', async () => {
    const sent = await deliveredFor(async () => {
      const chosen = await choose({
        language: 'es',
        values: validValues('adult', { SecondaryConsentMedium: ['SMS'], isMobile: true }),
      });
      await outcome(chosen.enrollmentId);
    });
    const confirmation = sent.mails.filter((mail) => mail.to === 'ann@example.com');
    expect(confirmation.map((mail) => mail.subject)).toEqual([
      'Su centro del estudio – Estudio de prevención de la migraña',
    ]);
    const text = sent.texts.filter((sms) => sms.to === '+13125550100');
    expect(text).toHaveLength(1);
    expect(text[0]!.text).toContain('ha elegido Lakeside Neurology Research Center');
    // The staff's messages stay in the pack's language.
    expect(sent.mails.filter((mail) => mail.to === 'cra.lakeside@example.org')[0]!.subject).toMatch(
      /^New referral/,
    );
  });

  it('queues nothing again when the outcome is replayed, with the same key or a new one', async () => {
    const chosen = await choose({});
    const key = randomUUID();
    const first = await deliveredFor(() => outcome(chosen.enrollmentId, 'New', key));
    expect(first.mails.length).toBe(3);
    const replays = await deliveredFor(async () => {
      expect((await outcome(chosen.enrollmentId, 'New', key)).statusCode).toBe(200);
      expect((await outcome(chosen.enrollmentId, 'New')).statusCode).toBe(200);
    });
    expect(replays).toEqual({ mails: [], texts: [] });
    const rows = await t.deps.db
      .selectFrom('referral_messages')
      .select(['audience'])
      .where('enrollment_id', '=', chosen.enrollmentId)
      .execute();
    expect(rows.map((row) => row.audience).sort()).toEqual(['participant', 'staff', 'staff', 'staff']);
  });

  it('tells no staff of a site without addresses, and still confirms to the participant', async () => {
    const sent = await deliveredFor(async () => {
      const chosen = await choose({ siteCode: UNSTAFFED_SITE });
      await outcome(chosen.enrollmentId);
    });
    expect(sent.mails.map((mail) => mail.to)).toEqual(['ann@example.com']);
    expect(sent.texts).toEqual([]);
  });

  it('sends nothing for an outcome without a site choice', async () => {
    const sent = await deliveredFor(async () => {
      const enrollmentId = randomUUID();
      await postParticipant(t.app, participantBody({ tenantKey: TENANT, enrollmentId }));
      await submitContactForm(t.app, { enrollmentId });
      expect((await outcome(enrollmentId, 'No-site-available')).statusCode).toBe(200);
    });
    expect(sent).toEqual({ mails: [], texts: [] });
  });

  it('tells the site chosen last: a participant who changed site before the outcome', async () => {
    const sent = await deliveredFor(async () => {
      const chosen = await choose({ siteCode: STAFFED_SITE });
      const again = choiceBody({ enrollmentId: chosen.enrollmentId, siteCode: UNSTAFFED_SITE });
      expect((await send(t.app, 'POST', SAVE, again)).statusCode).toBe(200);
      await outcome(chosen.enrollmentId);
    });
    expect(sent.mails.map((mail) => mail.to)).toEqual(['ann@example.com']);
    expect(sent.mails[0]!.text).toContain('Desert Sky Clinical Research');
  });
});
