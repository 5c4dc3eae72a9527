import * as z from 'zod/mini';
import { SITE_SELECTION_SUCCESS_PATH } from './site-selection-success-path';
import { lazySchema } from '../lazy-schema';

export { SITE_SELECTION_SUCCESS_PATH };

/**
 * "Outcome-page paths recognised for analytics" and the outcome states (patientReferralStatus, outcome banner
 * flags). Outcome pages live at the site root; the journey in the slice says which study they close.
 */
export const OUTCOME_KINDS = [
  'dnq',
  'minor-dnq',
  'no-site-available',
  'no-site-available-max-capacity',
  'no-site-convenient',
  'siteselectionsuccess',
] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export const PATIENT_VARIANTS = ['adult', 'minor', 'caregiver'] as const;
/** A minor's DNQ also names who answered (guardian) or an age outside the study's range. */
export const MINOR_DNQ_VARIANTS = [...PATIENT_VARIANTS, 'guardian', 'not_in_range'] as const;
export type OutcomeVariant = (typeof MINOR_DNQ_VARIANTS)[number];

/** Every value the spec lists; the client sends the first of each pair, the server accepts all. */
export const PATIENT_REFERRAL_STATUSES = [
  'New',
  'DNQ',
  'No-site-available',
  'Site-not-found',
  'No-site-convenient',
  'Site-not-convenient',
  'No-site-available-Max-Capacity',
] as const;
export const patientReferralStatusSchema = lazySchema(() => z.enum(PATIENT_REFERRAL_STATUSES));
export type PatientReferralStatus = z.infer<typeof patientReferralStatusSchema>;

/** "Outcome banner flags". */
export const OUTCOME_BANNER_FLAGS = [
  'isQualified',
  'isDnq',
  'isNoSitesAvailable',
  'isNoSitesAvailableMaxCapacity',
  'isNoSitesConvenient',
] as const;
export type OutcomeBannerFlag = (typeof OUTCOME_BANNER_FLAGS)[number];

interface KindRule {
  variants: readonly OutcomeVariant[];
  referralStatus: PatientReferralStatus;
  bannerFlag: OutcomeBannerFlag;
}

const RULES: Record<OutcomeKind, KindRule> = {
  dnq: { variants: PATIENT_VARIANTS, referralStatus: 'DNQ', bannerFlag: 'isDnq' },
  'minor-dnq': { variants: MINOR_DNQ_VARIANTS, referralStatus: 'DNQ', bannerFlag: 'isDnq' },
  'no-site-available': {
    variants: PATIENT_VARIANTS,
    referralStatus: 'No-site-available',
    bannerFlag: 'isNoSitesAvailable',
  },
  'no-site-available-max-capacity': {
    variants: PATIENT_VARIANTS,
    referralStatus: 'No-site-available-Max-Capacity',
    bannerFlag: 'isNoSitesAvailableMaxCapacity',
  },
  'no-site-convenient': {
    variants: PATIENT_VARIANTS,
    referralStatus: 'No-site-convenient',
    bannerFlag: 'isNoSitesConvenient',
  },
  siteselectionsuccess: { variants: [], referralStatus: 'New', bannerFlag: 'isQualified' },
};

export interface OutcomePath {
  kind: OutcomeKind;
  /** null for /siteselectionsuccess, which has no variant. */
  variant: OutcomeVariant | null;
  /** The canonical content path, e.g. '/dnq/adult'. */
  path: string;
  referralStatus: PatientReferralStatus;
  bannerFlag: OutcomeBannerFlag;
}

function isKind(value: string): value is OutcomeKind {
  return (OUTCOME_KINDS as readonly string[]).includes(value);
}

function build(kind: OutcomeKind, variant: OutcomeVariant | null): OutcomePath {
  const rule = RULES[kind];
  return {
    kind,
    variant,
    path: variant ? `/${kind}/${variant}` : `/${kind}`,
    referralStatus: rule.referralStatus,
    bannerFlag: rule.bannerFlag,
  };
}

/**
 * '/dnq/adult' → the DNQ outcome for an adult; a path outside the table → null. Matching is
 * case-insensitive and ignores a trailing slash, as content paths do.
 */
export function parseOutcomePath(path: string): OutcomePath | null {
  const segments = path.toLowerCase().replace(/\/+$/, '').split('/').filter(Boolean);
  const [kind, variant, ...rest] = segments;
  if (!kind || !isKind(kind) || rest.length > 0) return null;
  const rule = RULES[kind];
  if (rule.variants.length === 0) return variant === undefined ? build(kind, null) : null;
  const match = rule.variants.find((candidate) => candidate === variant);
  return match ? build(kind, match) : null;
}

/** Every outcome path of the spec's routes table, in table order. */
export function allOutcomePaths(): OutcomePath[] {
  return OUTCOME_KINDS.flatMap((kind) => {
    const { variants } = RULES[kind];
    return variants.length === 0 ? [build(kind, null)] : variants.map((variant) => build(kind, variant));
  });
}
