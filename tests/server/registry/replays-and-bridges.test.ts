import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import {
  clock,
  countRows,
  createRegistryApp,
  messagesTo,
  register,
  registrationBody,
  registrationUrl,
  send,
  verifyToken,
} from './support';

describe('registry replays', () => {
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
});
