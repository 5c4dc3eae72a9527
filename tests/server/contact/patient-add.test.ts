import { randomUUID } from 'node:crypto';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import {
  createContactApp,
  send,
  submitBody,
  submitContactForm,
  submitUrl,
  testClock,
  validValues,
  TENANT,
} from './support';

describe('Patient/Add and Delegate/Add', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createContactApp(clock);
  });
  afterAll(() => t.close());

  it.each(['adult', 'caregiver', 'minor'] as const)(
    'stores one %s patient and moves the enrolment to contact-info',
    async (formType) => {
      const { body, res } = await submitContactForm(t.app, { formType });
      expect(res.json()).toMatchObject({
        enrollmentId: body.journeyStatusRequest.enrollmentId,
        formType,
        created: true,
      });
      const row = await t.deps.db
        .selectFrom('contact_patients')
        .selectAll()
        .where('enrollment_id', '=', body.journeyStatusRequest.enrollmentId)
        .executeTakeFirstOrThrow();
      expect(row.tenant_key).toBe(TENANT);
      expect(row.form_type).toBe(formType);
      expect(row.email).toMatch(/@example\.com$/);
      const enrolment = await t.deps.db
        .selectFrom('journey_enrollments')
        .selectAll()
        .where('enrollment_id', '=', body.journeyStatusRequest.enrollmentId)
        .executeTakeFirstOrThrow();
      expect(enrolment).toMatchObject({
        journey_step: 'contact-info',
        participant_type: formType,
        journey_status: 'Partial',
      });
      // Created by this submission: its history starts once, as Partial.
      const history = await t.deps.db
        .selectFrom('journey_status_history')
        .select(['previous_status', 'journey_status'])
        .where('enrollment_id', '=', body.journeyStatusRequest.enrollmentId)
        .execute();
      expect(history).toEqual([{ previous_status: null, journey_status: 'Partial' }]);
    },
  );

  it('keeps the participant names and birth date of a delegate form for the returning-user match', async () => {
    const { body } = await submitContactForm(t.app, {
      formType: 'caregiver',
      values: validValues('caregiver', {
        ParticipantFirstName: '  Pat  ',
        CaregiverEmail: 'CAT@Example.com ',
      }),
    });
    const row = await t.deps.db
      .selectFrom('contact_patients')
      .selectAll()
      .where('enrollment_id', '=', body.journeyStatusRequest.enrollmentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'cat@example.com',
      participant_first_name: 'pat',
      participant_last_name: 'ient',
      birth_day: 1,
      birth_month: 1,
      birth_year: 1950,
    });
  });

  it('records the client IP on delegate forms, from the body or else the connection', async () => {
    const { body } = await submitContactForm(t.app, { formType: 'minor', body: { clientIp: '203.0.113.9' } });
    const { body: second } = await submitContactForm(t.app, { formType: 'minor' });
    const rows = await t.deps.db
      .selectFrom('contact_patients')
      .select(['enrollment_id', 'client_ip'])
      .where('enrollment_id', 'in', [
        body.journeyStatusRequest.enrollmentId,
        second.journeyStatusRequest.enrollmentId,
      ])
      .execute();
    const ipOf = (id: string) => rows.find((row) => row.enrollment_id === id)?.client_ip;
    expect(ipOf(body.journeyStatusRequest.enrollmentId)).toBe('203.0.113.9');
    expect(ipOf(second.journeyStatusRequest.enrollmentId)).toBe('127.0.0.1');
  });

  it('replays the same answer for the same Idempotency-Key and stores one patient', async () => {
    const body = submitBody();
    const key = randomUUID();
    const first = await send(t.app, 'POST', '/Patient/Add', body, { key });
    const replay = await send(t.app, 'POST', '/Patient/Add', body, { key });
    expect(first.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const count = await t.deps.db
      .selectFrom('contact_patients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('enrollment_id', '=', body.journeyStatusRequest.enrollmentId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('never stores a second patient for an enrolment, even with a new key', async () => {
    const body = submitBody();
    const first = await send(t.app, 'POST', '/Patient/Add', body);
    const again = await send(t.app, 'POST', '/Patient/Add', {
      ...body,
      values: validValues('adult', { FirstName: 'Anne' }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ patientId: first.json().patientId, created: false });
    const rows = await t.deps.db
      .selectFrom('contact_patients')
      .select(['patient_id', 'form_values'])
      .where('enrollment_id', '=', body.journeyStatusRequest.enrollmentId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.form_values).toMatchObject({ FirstName: 'Anne' });
  });

  describe('a bad payload gets a 400 problem with field errors and stores nothing', () => {
    const cases: Array<[string, 'adult' | 'caregiver' | 'minor', Record<string, unknown>, string[]]> = [
      [
        'a required field missing',
        'adult',
        { values: validValues('adult', { FirstName: '' }) },
        ['body.values.FirstName'],
      ],
      [
        'an email not matching the pattern',
        'adult',
        { values: validValues('adult', { Email: 'nope' }) },
        ['body.values.Email'],
      ],
      [
        'an age out of range',
        'adult',
        { values: validValues('adult', { Year: '2020' }) },
        ['body.values.DOB'],
      ],
      [
        'the consent not given',
        'adult',
        { values: validValues('adult', { primaryConsent: false }) },
        ['body.values.primaryConsent'],
      ],
      [
        'a participant name missing',
        'caregiver',
        { values: validValues('caregiver', { ParticipantLastName: '' }) },
        ['body.values.ParticipantLastName'],
      ],
      [
        'a minor older than 17',
        'minor',
        { values: validValues('minor', { Year: '1990' }) },
        ['body.values.DOB'],
      ],
      ['an unknown form', 'adult', { contactFormSettingsId: 'no-such-form' }, ['body.contactFormSettingsId']],
      ['an unknown study', 'adult', { studyKey: 'no-such-study' }, ['body.studyKey']],
      [
        "another study's site settings",
        'adult',
        { siteSettingsId: 'other-settings' },
        ['body.siteSettingsId'],
      ],
      [
        'a form of another type',
        'adult',
        { contactFormSettingsId: 'caregiver-contact-form' },
        ['body.formType'],
      ],
      [
        'a journey step other than contact-info',
        'adult',
        { journeyStatusRequest: { enrollmentId: 'e', journeyStep: 'outcome', journeyStatus: '' } },
        ['body.journeyStatusRequest.journeyStep'],
      ],
      ['an unknown field in the body', 'adult', { extra: 1 }, ['body']],
    ];

    it.each(cases)('%s', async (_name, formType, override, fields) => {
      const before = await countRows(t.deps.db, 'contact_patients');
      const enrolmentsBefore = await countRows(t.deps.db, 'journey_enrollments');
      const body = { ...submitBody({ formType }), ...override };
      const res = await send(t.app, 'POST', submitUrl(formType), body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      const reported = (res.json().errors as Array<{ field: string }>).map((error) => error.field);
      for (const field of fields) expect(reported.some((name) => name.startsWith(field))).toBe(true);
      expect(await countRows(t.deps.db, 'contact_patients')).toBe(before);
      expect(await countRows(t.deps.db, 'journey_enrollments')).toBe(enrolmentsBefore);
    });

    it('Patient/Add refuses a caregiver form and Delegate/Add an adult form', async () => {
      const caregiver = await send(t.app, 'POST', '/Patient/Add', submitBody({ formType: 'caregiver' }));
      const adult = await send(t.app, 'POST', '/Delegate/Add', submitBody({ formType: 'adult' }));
      expect(caregiver.statusCode).toBe(400);
      expect(adult.statusCode).toBe(400);
      expect(caregiver.json().errors[0].field).toBe('body.formType');
    });

    it('the same values message the form shows', async () => {
      const res = await send(
        t.app,
        'POST',
        '/Patient/Add',
        submitBody({ values: validValues('adult', { Zipcode: '' }) }),
      );
      const error = (res.json().errors as Array<{ field: string; reason: string }>).find(
        (entry) => entry.field === 'body.values.Zipcode',
      );
      expect(error?.reason).toEqual(expect.any(String));
      expect(error?.reason.length).toBeGreaterThan(0);
    });

    it('a write without an Idempotency-Key', async () => {
      const res = await send(t.app, 'POST', '/Patient/Add', submitBody(), { key: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('header.Idempotency-Key');
    });
  });
});
