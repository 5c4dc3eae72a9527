import { webcrypto } from 'node:crypto';
import { loadConfig } from '../../../src/server/config';
import { publishDemoContent } from '../../support/demo-content';
import { deriveStaffPinVerifier } from '../../../src/server/kiosk/staff-pin-verifier';
import { checkStaffPin } from '../../../src/lib/staff-pin-check';
import {
  STAFF_PIN_ITERATIONS,
  staffPinVerifierSchema,
} from '../../../src/shared/content-model/kiosk-settings';
import {
  siteSettingsSchema,
  storedSiteSettingsSchema,
} from '../../../src/shared/content-model/site-settings';
import { createTestApp } from '../support/test-app';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const STRONG_PIN = '24681012141618';

describe('KIOSK_STAFF_PIN', () => {
  it('is unset by default: no verifier, no staff screen', () => {
    expect(loadConfig({}).kioskStaffPin).toBeUndefined();
  });

  // The verifier is public: a 6-digit PIN falls to one GPU in about a minute, 14 digits take centuries.
  it.each(['246810', '1234567890', '1234567890123', '1'.repeat(33), '1234567890123a', '-1234567890123'])(
    'refuses "%s" at start',
    (pin) => {
      expect(() => loadConfig({ KIOSK_STAFF_PIN: pin })).toThrow('KIOSK_STAFF_PIN must be 14 to 32 digits');
    },
  );

  it('costs an offline guesser at least 600,000 PBKDF2 iterations per try', () => {
    expect(STAFF_PIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });

  it('keeps only a salted verifier, never the PIN', () => {
    const config = loadConfig({ KIOSK_STAFF_PIN: STRONG_PIN });
    const verifier = staffPinVerifierSchema.parse(config.kioskStaffPin);
    expect(verifier.iterations).toBe(STAFF_PIN_ITERATIONS);
    expect(JSON.stringify(config)).not.toContain(STRONG_PIN);
    // A fresh salt at each start.
    expect(loadConfig({ KIOSK_STAFF_PIN: STRONG_PIN }).kioskStaffPin?.salt).not.toBe(verifier.salt);
  });
});

describe('the staff PIN verifier', () => {
  const verifier = deriveStaffPinVerifier(STRONG_PIN, {
    salt: Buffer.from('0123456789abcdef'),
    iterations: 10_000,
  });

  it('is PBKDF2-SHA-256 that the browser check accepts for the right PIN only', async () => {
    expect(verifier).toEqual({
      salt: Buffer.from('0123456789abcdef').toString('base64'),
      iterations: 10_000,
      hash: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
    });
    await expect(checkStaffPin(STRONG_PIN, verifier, subtle)).resolves.toBe(true);
    await expect(checkStaffPin('24681012141619', verifier, subtle)).resolves.toBe(false);
    await expect(checkStaffPin('2468101214161', verifier, subtle)).resolves.toBe(false);
  });

  it('refuses a PIN that is not 14 to 32 digits', () => {
    expect(() => deriveStaffPinVerifier('246810')).toThrow();
  });
});

describe('the settings answer', () => {
  it('carries the verifier from the configuration, and stored settings cannot hold one', async () => {
    const kioskStaffPin = deriveStaffPinVerifier(STRONG_PIN, { iterations: 10_000 });
    const testApp = await createTestApp({ config: { kioskStaffPin } });
    try {
      await publishDemoContent(testApp.deps.db);
      const body = siteSettingsSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: '/api/cr-context-data' })).json(),
      );
      expect(body.kioskStaffPin).toEqual(kioskStaffPin);
      expect(body.kiosk?.enabled ?? false).toBe(false); // the demo site is no kiosk
      testApp.deps.config.kioskStaffPin = undefined;
      const without = (
        await testApp.app.inject({ method: 'GET', url: '/api/cr-context-data' })
      ).json() as object;
      expect(without).not.toHaveProperty('kioskStaffPin');
      // Content never carries a verifier: the stored settings drop one.
      expect(storedSiteSettingsSchema.parse({ ...body, kioskStaffPin })).not.toHaveProperty('kioskStaffPin');
    } finally {
      await testApp.close();
    }
  });
});
