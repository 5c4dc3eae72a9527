import { DAY_MS } from '../../../src/shared/domain/journey-expiry';
import {
  EXPIRED_TOKEN_RETENTION_DAYS,
  pruneStaffTokens,
} from '../../../src/server/staff/staff-token-retention';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { signedInStaff } from './support';

/*
 * Expired workspace tokens, passkey challenges and withdrawal tokens do not pile up: a token is
 * deleted EXPIRED_TOKEN_RETENTION_DAYS after it expired (a challenge as soon as it expired), a
 * live or recently expired one is kept.
 */
describe(`pruning workspace tokens on ${databaseUnderTest}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const now = new Date('2026-11-29T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  it('deletes what expired long enough ago and keeps the rest', async () => {
    const { accountId } = await signedInStaff(t, { role: 'admin' });
    const { db } = t.deps;
    const token = (hash: string, expiresAt: Date) => ({
      token_hash: hash,
      account_id: accountId,
      purpose: 'sign-in-link' as const,
      created_at: ago(60),
      expires_at: expiresAt,
      absolute_expires_at: null,
      used_at: null,
      revoked_at: null,
    });
    await db
      .insertInto('staff_tokens')
      .values([
        token('old', ago(EXPIRED_TOKEN_RETENTION_DAYS + 1)),
        token('recent', ago(EXPIRED_TOKEN_RETENTION_DAYS - 1)),
        token('live', new Date(now.getTime() + DAY_MS)),
      ])
      .execute();
    await db
      .insertInto('staff_challenges')
      .values([
        {
          id: 'c-expired',
          challenge: 'x',
          purpose: 'authentication',
          account_id: null,
          expires_at: ago(0.01),
        },
        {
          id: 'c-live',
          challenge: 'y',
          purpose: 'authentication',
          account_id: null,
          expires_at: new Date(now.getTime() + 60_000),
        },
      ])
      .execute();
    await db
      .insertInto('referral_withdrawal_tokens')
      .values([
        { token_hash: 'w-old', referral_id: 'r-1', created_at: ago(400), expires_at: ago(31) },
        { token_hash: 'w-live', referral_id: 'r-2', created_at: ago(10), expires_at: ago(-170) },
      ])
      .execute();

    expect(await pruneStaffTokens(db, now)).toBeGreaterThanOrEqual(3);
    const left = await db
      .selectFrom('staff_tokens')
      .select('token_hash')
      .where('token_hash', 'in', ['old', 'recent', 'live'])
      .orderBy('token_hash')
      .execute();
    expect(left.map((row) => row.token_hash)).toEqual(['live', 'recent']);
    expect((await db.selectFrom('staff_challenges').select('id').execute()).map((row) => row.id)).toEqual([
      'c-live',
    ]);
    expect(
      (await db.selectFrom('referral_withdrawal_tokens').select('token_hash').execute()).map(
        (row) => row.token_hash,
      ),
    ).toEqual(['w-live']);
  });
});
