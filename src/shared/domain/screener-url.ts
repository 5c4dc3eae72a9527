import * as z from 'zod/mini';
import { languageSchema, type Language } from '../content-model/language';
import { patientTypeSchema, type PatientType } from './journey-roles';
import { DEFAULT_SCREENER_THEME, screenerThemeSchema, type ScreenerTheme } from './screener-theme';
import { lazySchema } from '../lazy-schema';

/*
 * The questionnaire page's URL ("Survey URL carries query parameters guestRef, enrollmentID, IsMultiTA, snc
 * (screener response id), baseURL, plus date-of-birth, zip and gender answers"). We add what our
 * questionnaire needs to load itself: key (the screener), language, theme, patientType and kiosk.
 */

export const SCREENER_PAGE_PATH = '/screener.html';

export {
  DEFAULT_SCREENER_THEME,
  SCREENER_THEMES,
  screenerThemeSchema,
  type ScreenerTheme,
} from './screener-theme';

const token = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,100}$/)));
const optionalToken = lazySchema(() => z.optional(token));

export const screenerFrameParamsSchema = lazySchema(() =>
  z.object({
    key: token,
    language: z._default(languageSchema, 'en'),
    theme: z._default(screenerThemeSchema, DEFAULT_SCREENER_THEME),
    patientType: z._default(patientTypeSchema, 'adult'),
    guestRef: optionalToken,
    enrollmentID: optionalToken,
    IsMultiTA: z._default(z.enum(['true', 'false']), 'false'),
    /** The screener response id to continue; a new one is made when absent. */
    snc: optionalToken,
    baseURL: z.optional(z.string().check(z.maxLength(300))),
    /** Prefills (signed-in members): an ISO date, a 5-digit zip, a gender value. */
    dob: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    zip: z.optional(z.string().check(z.regex(/^\d{5}$/))),
    gender: z.optional(z.string().check(z.regex(/^[A-Za-z_-]{1,30}$/))),
    /** '1' when the device is a kiosk: the questionnaire's personal fields then feed no autofill. */
    kiosk: z.optional(z.literal('1')),
  }),
);
export type ScreenerFrameParams = z.output<typeof screenerFrameParamsSchema>;

export interface ScreenerFrameInput {
  key: string;
  language: Language;
  theme?: ScreenerTheme;
  patientType: PatientType;
  guestRef?: string | null;
  enrollmentID?: string | null;
  isMultiTA: boolean;
  snc?: string | null;
  baseURL: string;
  prefill?: { dob?: string; zip?: string; gender?: string };
  /** Kiosk mode is on for this device. */
  kiosk?: boolean;
}

/** The iframe's src: '/screener.html?key=…&language=…&…' (absent values are left out). */
export function buildScreenerFrameUrl(input: ScreenerFrameInput): string {
  const entries: Array<[string, string | null | undefined]> = [
    ['key', input.key],
    ['language', input.language],
    ['theme', input.theme ?? DEFAULT_SCREENER_THEME],
    ['patientType', input.patientType],
    ['guestRef', input.guestRef],
    ['enrollmentID', input.enrollmentID],
    ['IsMultiTA', String(input.isMultiTA)],
    ['snc', input.snc],
    ['baseURL', input.baseURL],
    ['dob', input.prefill?.dob],
    ['zip', input.prefill?.zip],
    ['gender', input.prefill?.gender],
    ['kiosk', input.kiosk ? '1' : null],
  ];
  const search = new URLSearchParams();
  for (const [name, value] of entries) if (value) search.set(name, value);
  return `${SCREENER_PAGE_PATH}?${search.toString()}`;
}

/**
 * The questionnaire's own reading of its URL. Invalid prefills and ids are dropped rather than
 * failing the page (a prefill is a convenience); a missing or invalid key is null.
 */
export function parseScreenerFrameParams(search: string): ScreenerFrameParams | null {
  const raw: Record<string, string> = {};
  // forEach, not entries(): the service worker's type library has no iterable URLSearchParams.
  new URLSearchParams(search).forEach((value, name) => {
    raw[name] = value;
  });
  const cleaned: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = screenerFrameParamsSchema.shape[name as keyof typeof screenerFrameParamsSchema.shape];
    if (field && field.safeParse(value).success) cleaned[name] = value;
  }
  const parsed = screenerFrameParamsSchema.safeParse(cleaned);
  return parsed.success ? parsed.data : null;
}
