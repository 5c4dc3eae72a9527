import { PROFILE_MAILS_PER_HOUR } from '../../../src/shared/contracts/profile-session';
import type { TestApp } from '../support/test-app';
import {
  BASE_URL,
  clock,
  createRegistryApp,
  expectProblem,
  freshEmail,
  HOUR,
  mailedLink,
  messagesTo,
  MINUTE,
  profileOf,
  profileRow,
  registered,
  send,
  sendProfileEmail,
  signInByLink,
  verifyProfile,
  verifyToken,
} from './support';

const EXPIRED = { isLinkExpired: true, IsVerifiedEmail: false, myProfileVerificationToken: null };

describe('signing in by an emailed link, and out', () => {
  const c = clock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createRegistryApp(c);
  });
  afterAll(() => t.close());

  describe('SendProfileEmail and VerifyProfile', () => {
    it('mails a My Profile link that signs in once and verifies the address', async () => {
      const { email } = await registered(t);
      const res = await sendProfileEmail(t, email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: true });
      const { url, message } = await mailedLink(t, email);
      expect(message.subject).toBe('Your ClinicalResearch profile link');
      expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/manage-my-profile`);
      const token = url.searchParams.get('myProfileToken')!;

      const first = await verifyProfile(t, token);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json()).toEqual({
        isLinkExpired: false,
        IsVerifiedEmail: true,
        myProfileVerificationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect((await profileRow(t, email))?.is_verified_email).toBe(true);
      const session = first.json().myProfileVerificationToken as string;
      expect((await verifyToken(t, session)).json()).toEqual({ data: true });
      expect((await profileOf(t, session)).json().data.isVerifiedEmail).toBe(true);

      // Single use: the same link again is "expired", and no second session is given.
      expect((await verifyProfile(t, token)).json()).toEqual(EXPIRED);
    });

    it('keeps no token in clear: only hashes are stored', async () => {
      const { email } = await registered(t);
      await sendProfileEmail(t, email);
      const { url } = await mailedLink(t, email);
      const token = url.searchParams.get('myProfileToken')!;
      const rows = await t.deps.db.selectFrom('profile_tokens').select('token_hash').execute();
      expect(rows.some((row) => row.token_hash === token)).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    });

    it('mails a community link to the community page, good for purpose community only', async () => {
      const { email } = await registered(t);
      await sendProfileEmail(t, email, {
        emailType: 'community',
        communityPageLink: '/communities/migraine-community',
      });
      const { url, message } = await mailedLink(t, email);
      expect(message.subject).toBe('Your community link');
      expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/communities/migraine-community`);
      const token = url.searchParams.get('communityToken')!;
      expect((await verifyProfile(t, token)).json()).toEqual(EXPIRED);
      const res = await verifyProfile(t, token, { purpose: 'community' });
      expect(res.json().isLinkExpired).toBe(false);
    });

    it('answers 400 for a community mail without its page', async () => {
      const { email } = await registered(t);
      expectProblem(
        await sendProfileEmail(t, email, { emailType: 'community' }),
        400,
        'body.communityPageLink',
      );
      expect(await messagesTo(t, email)).toEqual([]);
    });

    it('sends the verification mail on a thank-you page Resend', async () => {
      const { email } = await registered(t);
      await sendProfileEmail(t, email, { emailType: 'verification', language: 'es' });
      const { url, message } = await mailedLink(t, email);
      expect(message.subject).toBe('Verifique su dirección de correo electrónico');
      expect(url.pathname).toBe('/es/manage-my-profile');
    });

    it('answers sent for an unknown address but mails no one', async () => {
      const email = freshEmail('unknown');
      expect((await sendProfileEmail(t, email)).json()).toEqual({ sent: true });
      expect(await messagesTo(t, email)).toEqual([]);
    });

    it('expires links after 72 hours, or sooner with the page’s expiryTime', async () => {
      const { email } = await registered(t);
      const mint = async () => {
        await sendProfileEmail(t, email);
        return (await mailedLink(t, email)).url.searchParams.get('myProfileToken')!;
      };
      const [short, within, late] = [await mint(), await mint(), await mint()];
      c.advance(3 * HOUR);
      expect((await verifyProfile(t, short, { expiryTime: 2 })).json()).toEqual(EXPIRED);
      c.advance(68 * HOUR);
      expect((await verifyProfile(t, within, { expiryTime: 24 * 30 })).json().isLinkExpired).toBe(false);
      c.advance(2 * HOUR);
      expect((await verifyProfile(t, late, { expiryTime: 24 * 30 })).json()).toEqual(EXPIRED);
    });

    it('holds mail back beyond the per-address limit, for an hour', async () => {
      const { email } = await registered(t);
      for (let i = 0; i < PROFILE_MAILS_PER_HOUR; i += 1) {
        expect((await sendProfileEmail(t, email, { resendAttemptCount: 0 })).json()).toEqual({ sent: true });
      }
      expect((await sendProfileEmail(t, email.toUpperCase())).json()).toEqual({ sent: false });
      expect(await messagesTo(t, email)).toHaveLength(PROFILE_MAILS_PER_HOUR);
      c.advance(HOUR + MINUTE);
      expect((await sendProfileEmail(t, email)).json()).toEqual({ sent: true });
    });

    it('answers 400 for a malformed link token', async () => {
      expectProblem(await verifyProfile(t, 'x'), 400, 'body.verificationToken');
    });
  });

  describe('sessions', () => {
    it('expire after 20 idle minutes; each use slides the expiry', async () => {
      const { sessionToken } = await registered(t);
      c.advance(19 * MINUTE);
      expect((await verifyToken(t, sessionToken)).json()).toEqual({ data: true });
      c.advance(19 * MINUTE);
      expect((await profileOf(t, sessionToken)).statusCode).toBe(200);
      c.advance(21 * MINUTE);
      expect((await verifyToken(t, sessionToken)).json()).toEqual({ data: false });
      expectProblem(await profileOf(t, sessionToken), 401, 'body.myProfileToken');
    });

    it('end after 12 hours however active', async () => {
      const { email } = await registered(t);
      const session = await signInByLink(t, email);
      for (let elapsed = 0; elapsed < 12 * HOUR - 15 * MINUTE; elapsed += 15 * MINUTE) {
        c.advance(15 * MINUTE);
        expect((await verifyToken(t, session)).json()).toEqual({ data: true });
      }
      c.advance(15 * MINUTE);
      expect((await verifyToken(t, session)).json()).toEqual({ data: false });
    });

    it('SignOut revokes the session; repeats are harmless', async () => {
      const { sessionToken } = await registered(t);
      const out = () =>
        send(t.app, 'POST', '/api/contacts/SignOut', { myProfileToken: sessionToken }, { key: null });
      const res = await out();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ signedOut: true });
      expect((await verifyToken(t, sessionToken)).json()).toEqual({ data: false });
      expectProblem(await profileOf(t, sessionToken), 401, 'body.myProfileToken');
      expect((await out()).json()).toEqual({ signedOut: true });
    });

    it('an unknown token is not a session', async () => {
      expect((await verifyToken(t, 'a'.repeat(43))).json()).toEqual({ data: false });
    });

    it('a link token is not a session token', async () => {
      const { email } = await registered(t);
      await sendProfileEmail(t, email);
      const link = (await mailedLink(t, email)).url.searchParams.get('myProfileToken')!;
      expect((await verifyToken(t, link)).json()).toEqual({ data: false });
    });
  });
});
