import { contentSecurityPolicy } from '../../../src/server/plugins/security-headers';
import { participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      frameAncestors: ["'self'", 'https://partner.example.org'],
      publicBaseUrl: 'https://trials.example.org',
    },
  });
});

afterAll(async () => {
  await t.close();
});

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')] as const;
    }),
  );
}

describe('security headers', () => {
  it.each([
    ['an API answer', () => postParticipant(t.app, participantBody())],
    ['a problem answer', () => postParticipant(t.app, {}, { key: null })],
    ['a 404', () => t.app.inject({ method: 'GET', url: '/api/none' })],
    ['the health check', () => t.app.inject({ method: 'GET', url: '/healthz' })],
  ])('are on %s', async (_name, send) => {
    const res = await send();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const policy = directives(csp);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('img-src')).toBe(
      "'self' data: blob: https://maps.googleapis.com https://maps.gstatic.com",
    );
    expect(policy.get('connect-src')).toBe("'self' https://maps.googleapis.com");
    expect(policy.get('frame-ancestors')).toBe("'self' https://partner.example.org");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it.each(['/screener', '/screener.html', '/screener.html?lang=es'])(
    'let only this site frame %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(directives(String(res.headers['content-security-policy'])).get('frame-ancestors')).toBe(
        "'self'",
      );
    },
  );

  it('lists every required directive', () => {
    const policy = directives(contentSecurityPolicy(["'self'"]));
    for (const name of ['font-src', 'frame-src', 'worker-src', 'manifest-src', 'base-uri', 'form-action']) {
      expect(policy.get(name)).toBe("'self'");
    }
  });
});

describe('HSTS', () => {
  it('is not sent when the public site is plain HTTP', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
