import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/*
 * Kiosk mode: a device in a clinic that one person after another uses. The site's
 * content switches it on for every device of the site (`enabled`) and sets its timings; staff can
 * also switch it on for one device behind the staff PIN. The PIN itself is server configuration
 * (KIOSK_STAFF_PIN): the settings answer carries only a salted PBKDF2 verifier, so a kiosk can
 * check the PIN with no network.
 */

const int = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
/** A path of this app ('/…'): a reset never leaves the site. */
const appPath = lazySchema(() => z.string().check(z.trim(), z.maxLength(300), z.regex(/^\/(?![/\\])/)));

export const DEFAULT_KIOSK_IDLE_SECONDS = 90;
export const DEFAULT_KIOSK_COUNTDOWN_SECONDS = 30;
export const DEFAULT_KIOSK_START_PATH = '/';

/** What the content says about kiosks (all optional: absent means the defaults, switched off). */
export const kioskSettingsSchema = lazySchema(() =>
  z.object({
    /** Every device of the site is a kiosk. */
    enabled: z._default(z.boolean(), false),
    /** Seconds without any input before the warning opens. */
    idleWarningSeconds: z._default(int(15, 3_600), DEFAULT_KIOSK_IDLE_SECONDS),
    /** Seconds the warning counts down before the device is reset for the next person. */
    resetCountdownSeconds: z._default(int(5, 600), DEFAULT_KIOSK_COUNTDOWN_SECONDS),
    /** Where a reset lands (the kiosk's start page). */
    startPath: z._default(appPath, DEFAULT_KIOSK_START_PATH),
    /** Texts of the warning, the badge and the staff screen; built-in fallbacks when empty. */
    warningTitle: z.optional(text(200)),
    warningText: z.optional(text(500)),
    continueLabel: z.optional(text(80)),
    finishLabel: z.optional(text(80)),
  }),
);
export type KioskSettings = z.infer<typeof kioskSettingsSchema>;
export type KioskSettingsInput = z.input<typeof kioskSettingsSchema>;

/**
 * The settings of a site whose content says nothing about kiosks: what the schema's defaults give
 * for an empty block (a unit test holds the two equal), as a value, so that the app's start does
 * not build the schema to learn them.
 */
export const DEFAULT_KIOSK_SETTINGS: KioskSettings = Object.freeze({
  enabled: false,
  idleWarningSeconds: DEFAULT_KIOSK_IDLE_SECONDS,
  resetCountdownSeconds: DEFAULT_KIOSK_COUNTDOWN_SECONDS,
  startPath: DEFAULT_KIOSK_START_PATH,
});

/** PBKDF2-SHA-256 over the PIN with this salt and iteration count gives `hash` (all base64). */
export const staffPinVerifierSchema = lazySchema(() =>
  z.object({
    salt: z.string().check(z.minLength(8), z.maxLength(200)),
    iterations: int(10_000, 2_000_000),
    hash: z.string().check(z.minLength(16), z.maxLength(200)),
  }),
);
export type StaffPinVerifier = z.infer<typeof staffPinVerifierSchema>;

/*
 * The verifier travels in the public settings answer, so anyone can copy it and guess offline,
 * with no lockout. One current GPU computes about 15,000 guesses a second at 600,000 PBKDF2-SHA-256
 * iterations: a 6-digit PIN falls in about a minute, 10 digits in about a week; 14 digits (10^14)
 * take over 200 GPU-years to exhaust. So a staff PIN is 14 to 32 digits.
 */
export const STAFF_PIN_ITERATIONS = 600_000;
export const STAFF_PIN_MIN_DIGITS = 14;
export const STAFF_PIN_MAX_DIGITS = 32;
export const STAFF_PIN_PATTERN = /^\d{14,32}$/;
export const STAFF_PIN_RULE = `KIOSK_STAFF_PIN must be ${STAFF_PIN_MIN_DIGITS} to ${STAFF_PIN_MAX_DIGITS} digits`;

/** The settings with their defaults applied (settings without a `kiosk` block included). */
export function effectiveKioskSettings(
  settings: { kiosk?: KioskSettings } | null | undefined,
): KioskSettings {
  return settings?.kiosk ?? DEFAULT_KIOSK_SETTINGS;
}
