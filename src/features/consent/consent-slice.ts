import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  analyticsAllowedBy,
  ESSENTIAL_CATEGORY,
  isEssentialCategory,
  type ConsentAction,
  type CookieChoice,
} from '../../shared/domain/cookie-consent';

/**
 * The visitor's cookie choices: essential always on, the others accepted or rejected. Persisted
 * (encrypted) and mirrored to the AcceptCookie / AcceptCookieSettings cookies by
 * sagas/consent/consent-preferences.ts.
 */
export { ESSENTIAL_CATEGORY };

export interface ConsentState {
  decided: boolean;
  decidedAt: string | null;
  /** The banner asks again from then on (cookieExpiryDateInDays after the decision). */
  expiresAt: string | null;
  /** categoryType → opted in. */
  choices: Record<string, boolean>;
  /** The decided categories with their active flag: what analytics is gated on and what is saved. */
  categories: CookieChoice[];
  action: ConsentAction | null;
  /** The cookie tracker's domain at the time of the decision. */
  domain: string;
  /** The guest reference the banner waited for (the 2 s poll); choices are saved per guest. */
  guestRef: string | null;
  /** The guest whose preferences were last queued for saving. */
  savedForGuestRef: string | null;
}

const initialState: ConsentState = {
  decided: false,
  decidedAt: null,
  expiresAt: null,
  choices: { [ESSENTIAL_CATEGORY]: true },
  categories: [],
  action: null,
  domain: '',
  guestRef: null,
  savedForGuestRef: null,
};

export interface ConsentDecidedPayload {
  decidedAt: string;
  /** From the banner: the tracker's categories with the person's opt-ins. */
  categories?: CookieChoice[];
  /** The short form (categoryType → opted in); every named category is taken as active. */
  choices?: Record<string, boolean>;
  expiresAt?: string;
  action?: ConsentAction;
  domain?: string;
}

function categoriesOf(payload: ConsentDecidedPayload): CookieChoice[] {
  const given =
    payload.categories ??
    Object.entries(payload.choices ?? {}).map(([categoryType, isOptin]) => ({
      categoryType,
      isActive: true,
      isOptin,
    }));
  const categories = given.map((category) =>
    isEssentialCategory(category.categoryType) ? { ...category, isActive: true, isOptin: true } : category,
  );
  if (categories.some((category) => isEssentialCategory(category.categoryType))) return categories;
  return [{ categoryType: ESSENTIAL_CATEGORY, isActive: true, isOptin: true }, ...categories];
}

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentDecided(state, { payload }: PayloadAction<ConsentDecidedPayload>) {
      const categories = categoriesOf(payload);
      state.decided = true;
      state.decidedAt = payload.decidedAt;
      state.expiresAt = payload.expiresAt ?? null;
      state.categories = categories;
      state.choices = Object.fromEntries(categories.map((c) => [c.categoryType, c.isOptin]));
      state.action = payload.action ?? null;
      state.domain = payload.domain ?? '';
    },
    /** The guest-ref poll found a (new) guest reference. */
    guestRefFound(state, { payload }: PayloadAction<{ guestRef: string }>) {
      state.guestRef = payload.guestRef;
    },
    /** The choices were queued for saving for this guest. */
    preferencesQueued(state, { payload }: PayloadAction<{ guestRef: string }>) {
      state.savedForGuestRef = payload.guestRef;
    },
    consentReset() {
      return initialState;
    },
  },
});

export const { consentDecided, guestRefFound, preferencesQueued, consentReset } = consentSlice.actions;

type WithConsent = { consent: ConsentState };

export const selectConsent = (state: WithConsent): ConsentState => state.consent;

export const selectCategoryAllowed = (state: WithConsent, category: string): boolean =>
  state.consent.choices[category] === true;

/** A decision counts until it expires; a state persisted before expiry existed never expires. */
export function isDecisionLive(consent: ConsentState, nowMs: number): boolean {
  if (!consent.decided) return false;
  if (!consent.expiresAt) return true;
  return Date.parse(consent.expiresAt) > nowMs;
}

/** Non-essential cookies opted in AND active, and the decision not expired: analytics may run. */
export function isAnalyticsAllowed(consent: ConsentState, nowMs: number): boolean {
  // `categories ?? []`: a state persisted by an older build lacks the field.
  return isDecisionLive(consent, nowMs) && analyticsAllowedBy(consent.categories ?? []);
}

/** The banner shows once a guest reference exists and no live decision does. */
export function isBannerNeeded(consent: ConsentState, nowMs: number): boolean {
  return Boolean(consent.guestRef) && !isDecisionLive(consent, nowMs);
}

export default consentSlice.reducer;
