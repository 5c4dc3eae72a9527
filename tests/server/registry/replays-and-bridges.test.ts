import { randomUUID } from 'node:crypto';
import { mailedToken, marketingMail } from '../subscriptions/support';
import type { TestApp } from '../support/test-app';
import {
  clock,
  countRows,
  createRegistryApp,
  freshEmail,
  HOUR,
  messagesTo,
  profileOf,
  register,
  registered,
  registrationBody,
  registrationUrl,
  send,
  verifyToken,
} from './support';

describe('registry replays and the unsubscribe pages’ profile token', () => {
  const c = clock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createRegistryApp(c);
  });
  afterAll(() => t.close());

  it('a replayed registration answers the stored response and sends nothing again', async () => {
    const body = registrationBody();
    const key = randomUUID();
    const first = await send(t.app, 'POST', registrationUrl(body.ref), body, { key });
    const profiles = await countRows(t, 'profiles');
    const replay = await send(t.app, 'POST', registrationUrl(body.ref), body, { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await countRows(t, 'profiles')).toBe(profiles);
    expect(await messagesTo(t, '+12125550134')).toHaveLength(1);
  });

  it('a registration without an Idempotency-Key is a 400 and stores nothing', async () => {
    const body = registrationBody();
    const profiles = await countRows(t, 'profiles');
    const res = await send(t.app, 'POST', registrationUrl(body.ref), body, { key: null });
    expect(res.statusCode).toBe(400);
    expect(await countRows(t, 'profiles')).toBe(profiles);
  });

  it('a failed registration leaves no mail, SMS or session behind', async () => {
    const body = registrationBody({ dataExtension: { communities: ['nope'] } });
    await register(t, body);
    expect(await messagesTo(t, body.email)).toEqual([]);
    expect((await verifyToken(t, body.sessionToken)).json()).toEqual({ data: false });
  });

  const createProfileToken = (email: string, unsubscribeToken: string) =>
    send(t.app, 'POST', `/api/contacts/CreateProfileToken?patientEmailAdress=${encodeURIComponent(email)}`, {
      unsubscribeToken,
    });

  it('a CreateProfileToken token of a member’s address is a session until it ends', async () => {
    const body = await registered(t);
    const unsubscribe = await mailedToken(t, marketingMail(body.email));
    const res = await createProfileToken(body.email, unsubscribe);
    const token = res.json().data.myProfileVerificationToken as string;
    expect((await verifyToken(t, token)).json()).toEqual({ data: true });
    expect((await profileOf(t, token)).json().data.basicDetails.email).toBe(body.email);
    await send(t.app, 'POST', '/api/contacts/SignOut', { myProfileToken: token }, { key: null });
    expect((await verifyToken(t, token)).json()).toEqual({ data: false });
  });

  it('a CreateProfileToken token of an address without a profile, or expired, is not', async () => {
    const email = freshEmail('subscriber');
    const res = await createProfileToken(email, await mailedToken(t, marketingMail(email)));
    expect((await verifyToken(t, res.json().data.myProfileVerificationToken as string)).json()).toEqual({
      data: false,
    });
    const body = await registered(t);
    const later = await createProfileToken(body.email, await mailedToken(t, marketingMail(body.email)));
    c.advance(25 * HOUR);
    expect((await verifyToken(t, later.json().data.myProfileVerificationToken as string)).json()).toEqual({
      data: false,
    });
  });
});
