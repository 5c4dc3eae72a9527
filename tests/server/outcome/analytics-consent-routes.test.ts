import { countRows } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { post } from './post';

let t: TestApp;
const NOW = new Date('2025-03-01T10:00:00.000Z');

beforeEach(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
});

afterEach(async () => {
  await t.close();
});

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'outcome-page-viewed',
  data: { outcome: 'dnq', variant: 'adult', step: 3, final: true, missing: null },
  occurredAt: '2025-03-01T09:59:59.000Z',
  guestRef: 'guest-1',
  enrollmentId: 'enrolment-1',
  path: '/dnq/adult',
  ...overrides,
});

const preferences = (nonEssential: boolean, overrides: Record<string, unknown> = {}) => ({
  domain: '',
  cookieCategory: [
    { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
    { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: nonEssential },
  ],
  decidedAt: '2025-03-01T09:00:00.000Z',
  action: nonEssential ? 'accept' : 'reject',
  ...overrides,
});

const savePreferences = (guestRef: string, body: unknown) =>
  post(t.app, `/api/contacts/SaveCookiePreferences/${guestRef}`, body);

describe(`POST /api/analytics/events on ${databaseUnderTest}`, () => {
  it('stores a valid event with the device id', async () => {
    const res = await post(t.app, '/api/analytics/events', event(), {
      headers: { 'x-device-id': 'device-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(String), stored: true });
    const [row] = await t.deps.db.selectFrom('analytics_events').selectAll().execute();
    expect(row).toMatchObject({
      id: res.json().id,
      name: 'outcome-page-viewed',
      data: { outcome: 'dnq', variant: 'adult', step: 3, final: true, missing: null },
      guest_ref: 'guest-1',
      enrollment_id: 'enrolment-1',
      path: '/dnq/adult',
      device_id: 'device-123',
    });
    expect(new Date(row!.occurred_at).toISOString()).toBe('2025-03-01T09:59:59.000Z');
  });

  it('drops (stores nothing) an event of a guest whose saved preferences reject analytics', async () => {
    await savePreferences('guest-1', preferences(false));
    const res = await post(t.app, '/api/analytics/events', event());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: null, stored: false });
    expect(await countRows(t.deps.db, 'analytics_events')).toBe(0);
  });

  it('stores events of a guest who accepted', async () => {
    await savePreferences('guest-1', preferences(true));
    await post(t.app, '/api/analytics/events', event());
    expect(await countRows(t.deps.db, 'analytics_events')).toBe(1);
  });

  it.each([
    ['a name with markup', { name: '<script>' }, 'body.name'],
    ['a nested data value', { data: { nested: { a: 1 } } }, 'body.data.nested'],
    [
      'too many data keys',
      { data: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) },
      'body.data',
    ],
    ['a missing time', { occurredAt: undefined }, 'body.occurredAt'],
  ])('refuses %s with a 400', async (_label, change, field) => {
    const res = await post(t.app, '/api/analytics/events', event(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(t.deps.db, 'analytics_events')).toBe(0);
  });
});

describe(`POST /api/contacts/SaveCookiePreferences/:guestRef on ${databaseUnderTest}`, () => {
  const stored = () => t.deps.db.selectFrom('cookie_preferences').selectAll().execute();

  it('stores the choices per guest reference and answers them', async () => {
    const res = await savePreferences('guest-1', preferences(true));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      guestRef: 'guest-1',
      cookieCategory: preferences(true).cookieCategory,
      analyticsAllowed: true,
      decidedAt: '2025-03-01T09:00:00.000Z',
    });
    const [row] = await stored();
    expect(row).toMatchObject({ guest_ref: 'guest-1', analytics_allowed: true, action: 'accept' });
  });

  it('stores essential cookies as opted in even when a client sends them off', async () => {
    const body = preferences(false);
    body.cookieCategory[0]!.isOptin = false;
    const res = await savePreferences('guest-1', body);
    expect(res.json().cookieCategory[0]).toEqual({
      categoryType: 'EssentialCookies',
      isActive: true,
      isOptin: true,
    });
    expect(res.json().analyticsAllowed).toBe(false);
  });

  it('never counts an inactive non-essential category as allowing analytics', async () => {
    const body = preferences(true);
    body.cookieCategory[1]!.isActive = false;
    const res = await savePreferences('guest-1', body);
    expect(res.json().analyticsAllowed).toBe(false);
  });

  it('keeps the newest decision when saves arrive out of order', async () => {
    await savePreferences('guest-1', preferences(false, { decidedAt: '2025-03-01T09:30:00.000Z' }));
    const late = await savePreferences(
      'guest-1',
      preferences(true, { decidedAt: '2025-03-01T09:00:00.000Z' }),
    );
    expect(late.json()).toMatchObject({ analyticsAllowed: false, decidedAt: '2025-03-01T09:30:00.000Z' });
    const newer = await savePreferences(
      'guest-1',
      preferences(true, { decidedAt: '2025-03-01T09:45:00.000Z' }),
    );
    expect(newer.json().analyticsAllowed).toBe(true);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['no categories', { cookieCategory: [] }, 'body.cookieCategory'],
    ['an unknown action', { action: 'maybe' }, 'body.action'],
    ['a bad time', { decidedAt: 'yesterday' }, 'body.decidedAt'],
  ])('refuses %s with a 400', async (_label, change, field) => {
    const res = await savePreferences('guest-1', preferences(true, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await stored()).toHaveLength(0);
  });
});
