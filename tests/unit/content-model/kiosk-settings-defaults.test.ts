import {
  DEFAULT_KIOSK_SETTINGS,
  effectiveKioskSettings,
  kioskSettingsSchema,
} from '../../../src/shared/content-model/kiosk-settings';

describe('the default kiosk settings', () => {
  it('are what the schema gives an empty kiosk block', () => {
    expect(DEFAULT_KIOSK_SETTINGS).toEqual(kioskSettingsSchema.parse({}));
  });

  it('apply to settings without a kiosk block, and cannot be changed by whoever reads them', () => {
    const settings = effectiveKioskSettings({});
    expect(settings).toEqual(kioskSettingsSchema.parse({}));
    expect(Object.isFrozen(settings)).toBe(true);
  });

  it("give way to the content's own block", () => {
    const kiosk = kioskSettingsSchema.parse({ enabled: true, idleWarningSeconds: 120 });
    expect(effectiveKioskSettings({ kiosk })).toEqual(kiosk);
  });
});
