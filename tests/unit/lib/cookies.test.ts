import { getCookie, readCookies, removeCookie, serializeCookie, setCookie } from '../../../src/lib/cookies';
import { fakeCookieJar } from '../../sagas/support/cookie-jar';

describe('cookies', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, 'location');
  });

  it('writes path /, SameSite=Lax and the expiry in days', () => {
    jest.useFakeTimers({ now: Date.UTC(2025, 0, 1) });
    const text = serializeCookie('journeyStep', 'contact-info', { days: 30 }, false);
    expect(text).toBe(
      'journeyStep=contact-info; path=/; SameSite=Lax; max-age=2592000; expires=Fri, 31 Jan 2025 00:00:00 GMT',
    );
  });

  it('is a session cookie without days, and Secure when asked', () => {
    expect(serializeCookie('language', 'es', {}, true)).toBe('language=es; path=/; SameSite=Lax; Secure');
  });

  it('adds Secure by itself on https pages only', () => {
    Object.defineProperty(globalThis, 'location', { value: { protocol: 'https:' }, configurable: true });
    expect(serializeCookie('a', 'b')).toMatch(/; Secure$/);
    Object.defineProperty(globalThis, 'location', { value: { protocol: 'http:' }, configurable: true });
    expect(serializeCookie('a', 'b')).not.toMatch(/Secure/);
  });

  it('caps a very long lifetime at a date browsers accept', () => {
    const text = serializeCookie('language', 'en', { days: 1_000_000 }, false);
    expect(text).toContain('max-age=86400000000');
    expect(text).toMatch(/expires=\w{3}, \d{2} \w{3} \d{4} /);
  });

  it('encodes values, reads them back decoded, and removes them', () => {
    const jar = fakeCookieJar();
    setCookie('bx_guest_ref', 'a b;c', { days: 1 }, jar);
    setCookie('enrollmentID', 'E-1', { days: 1 }, jar);
    expect(jar.jar.get('bx_guest_ref')?.value).toBe('a%20b%3Bc');
    expect(getCookie('bx_guest_ref', jar)).toBe('a b;c');
    expect(readCookies(jar)).toEqual({ bx_guest_ref: 'a b;c', enrollmentID: 'E-1' });
    removeCookie('bx_guest_ref', jar);
    expect(getCookie('bx_guest_ref', jar)).toBeNull();
    expect(jar.writes.at(-1)).toMatch(/^bx_guest_ref=; path=\/; SameSite=Lax; max-age=0; expires=/);
  });

  it('refuses names that would break the header, and does nothing without a document', () => {
    expect(() => setCookie('bad name', 'x', {}, fakeCookieJar())).toThrow(/Invalid cookie name/);
    expect(() => setCookie('ok', 'x', {}, null)).not.toThrow();
    expect(getCookie('ok', null)).toBeNull();
  });

  it('keeps a malformed value as it is', () => {
    const target = { cookie: 'a=%E0%A4%A; b=2' };
    expect(readCookies(target)).toEqual({ a: '%E0%A4%A', b: '2' });
  });
});
