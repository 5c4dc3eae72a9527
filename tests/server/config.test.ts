import { loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      smtpUrl: undefined,
      smsWebhookUrl: undefined,
      mapsApiKey: undefined,
      demoMode: false,
      demoAllowRemote: false,
      firstPaint: true,
      staticDir: './dist',
      contentDir: './content/demo',
      contentWatch: false,
      publicBaseUrl: 'http://localhost:8080',
      frameAncestors: ["'self'"],
      logLevel: 'info',
      trustProxy: false,
      rateLimit: { enabled: true, perDevicePerMinute: 300, perIpPerMinute: 6000 },
      trialSeedCount: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/app',
      DATA_DIR: '/var/lib/app',
      SMTP_URL: 'smtp://mail:25',
      SMS_WEBHOOK_URL: 'https://sms.example/hook',
      MAPS_API_KEY: 'key',
      DEMO_MODE: 'true',
      DEMO_ALLOW_REMOTE: 'true',
      STATIC_DIR: '/srv/dist',
      CONTENT_DIR: '/srv/content',
      PUBLIC_BASE_URL: 'https://trials.example.org/',
      FRAME_ANCESTORS: "'self'  https://partner.example.org",
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: '1',
      RATE_LIMIT_DISABLED: 'yes',
      RATE_LIMIT_PER_DEVICE: '10',
      RATE_LIMIT_PER_IP: '100',
      TRIAL_SEED_COUNT: '50000',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/app',
      dataDir: '/var/lib/app',
      demoMode: true,
      demoAllowRemote: true,
      staticDir: '/srv/dist',
      contentDir: '/srv/content',
      publicBaseUrl: 'https://trials.example.org',
      frameAncestors: ["'self'", 'https://partner.example.org'],
      logLevel: 'warn',
      trustProxy: true,
      rateLimit: { enabled: false, perDevicePerMinute: 10, perIpPerMinute: 100 },
      trialSeedCount: 50000,
    });
  });

  it('refuses a trial seed count that is not a whole number from 0 to 200,000', () => {
    expect(() => loadConfig({ TRIAL_SEED_COUNT: '200001' })).toThrow(/TRIAL_SEED_COUNT/);
    expect(loadConfig({ TRIAL_SEED_COUNT: '0' }).trialSeedCount).toBe(0);
  });

  it('turns the demo on for the local demo (npm start) unless DEMO_MODE says otherwise', () => {
    expect(loadConfig({}, { demoByDefault: true }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }, { demoByDefault: true }).demoMode).toBe(false);
    expect(loadConfig({}, { demoByDefault: true }).demoAllowRemote).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DEMO_MODE: 'maybe' }, /DEMO_MODE/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_BASE_URL: 'trials.example.org' }, /PUBLIC_BASE_URL/],
    [{ FRAME_ANCESTORS: "'self'; script-src *" }, /FRAME_ANCESTORS/],
    [{ FRAME_ANCESTORS: "'unsafe-inline'" }, /FRAME_ANCESTORS/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
