import type { JourneyType } from '../content-model/study';
import { journeyTraits } from './journey-types';
import type { ScreenerOutput } from './screener-output';

/*
 * Where a finished screener sends the visitor.
 *
 * Multi-condition routing applies when the study enables it, the journey is not 03, the URL
 * carries no invitedSite / invitedProtocol, and fewer than 3 attempts were made. An attempt is
 * one study's screener in a multi-condition chain: the first study is attempt 1, and each hop
 * to the next condition's study carries its number of earlier hops as `journeyId` (so the spec's
 * "journeyId=1 or 2"); a third study ends the chain.
 */

export const MAX_MULTI_CONDITION_ATTEMPTS = 3;
export const INVITED_SITE_PARAM = 'invitedSite';
export const INVITED_PROTOCOL_PARAM = 'invitedProtocol';
export const ATTEMPT_PARAM = 'journeyId';

/** The utm parameters a multi-condition hop appends (the spec says "utm parameters appended"). */
export const MULTI_CONDITION_UTM = { utm_source: 'multi-condition', utm_medium: 'screener' } as const;

export interface MultiConditionInput {
  enableMultiCondition: boolean;
  journeyType: JourneyType;
  /** The page's query parameters. */
  query: Readonly<Record<string, string>>;
  /** Hops already made in this chain (see multiConditionHops). */
  hops: number;
}

/** Hops made so far: the larger of the URL's journeyId and what the journey remembers. */
export function multiConditionHops(query: Readonly<Record<string, string>>, remembered: number): number {
  const fromUrl = Number.parseInt(query[ATTEMPT_PARAM] ?? '', 10);
  const url = Number.isInteger(fromUrl) && fromUrl > 0 && fromUrl < 100 ? fromUrl : 0;
  return Math.max(url, Math.max(0, Math.floor(remembered)));
}

export function multiConditionApplies(input: MultiConditionInput): boolean {
  if (!input.enableMultiCondition || !journeyTraits(input.journeyType).multiConditionRouting) return false;
  if (input.query[INVITED_SITE_PARAM] || input.query[INVITED_PROTOCOL_PARAM]) return false;
  // This study's screener is attempt hops + 1; another hop would make one more.
  return input.hops + 1 < MAX_MULTI_CONDITION_ATTEMPTS;
}

/** The first next-condition study not yet tried in this chain (and not the current one). */
export function nextConditionPath(
  candidates: readonly string[],
  currentRootPath: string,
  tried: readonly string[],
): string | null {
  return candidates.find((path) => path !== currentRootPath && !tried.includes(path)) ?? null;
}

/** '/migraine-study?journeyId=1&utm_source=multi-condition&utm_medium=screener&utm_campaign=asthma-study' */
export function nextConditionUrl(path: string, hops: number, fromStudyKey: string): string {
  const search = new URLSearchParams({
    [ATTEMPT_PARAM]: String(hops),
    ...MULTI_CONDITION_UTM,
    utm_campaign: fromStudyKey,
  });
  return `${path}?${search.toString()}`;
}

export interface QueryParamRules {
  /** RetainQueryParamList: when not empty, only these names are kept. */
  retain: readonly string[];
  /** RemoveQueryParamList: never kept. */
  remove: readonly string[];
}

/**
 * "redirected keeping or removing configured query params". Names compare case-insensitively
 * (content editors type them by hand).
 */
export function carriedQueryParams(
  query: Readonly<Record<string, string>>,
  rules: QueryParamRules,
): Record<string, string> {
  const lower = (names: readonly string[]) => new Set(names.map((name) => name.toLowerCase()));
  const retain = lower(rules.retain);
  const remove = lower(rules.remove);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    const key = name.toLowerCase();
    if (remove.has(key)) continue;
    if (retain.size > 0 && !retain.has(key)) continue;
    kept[name] = value;
  }
  return kept;
}

/** Appends parameters to a URL that may already carry some; the URL's own ones win. */
export function withQueryParams(url: string, params: Readonly<Record<string, string>>): string {
  const [base = '', existing = ''] = url.split('?', 2);
  const search = new URLSearchParams(existing);
  for (const [name, value] of Object.entries(params)) if (!search.has(name)) search.set(name, value);
  const qs = search.toString();
  return qs ? `${base}?${qs}` : base;
}

/**
 * The answers a multi-condition hop carries to the next study's questionnaire: the ones every
 * screener asks first (date of birth, sex at birth, ZIP code), under the prefill names the
 * questionnaire's URL takes. Condition questions differ between studies and are asked afresh.
 * An answer that is missing or malformed is not carried.
 */
export interface CarriedAnswers {
  dob?: string;
  zip?: string;
  gender?: string;
}

const twoDigits = (part: string | undefined) =>
  part && /^\d{1,2}$/.test(part) ? part.padStart(2, '0') : null;

export function carriedAnswers(
  output: Pick<ScreenerOutput, 'd' | 'm' | 'y' | 'zipCode' | 'g'>,
): CarriedAnswers {
  const carried: CarriedAnswers = {};
  const day = twoDigits(output.d);
  const month = twoDigits(output.m);
  if (day && month && output.y && /^\d{4}$/.test(output.y)) carried.dob = `${output.y}-${month}-${day}`;
  if (output.zipCode && /^\d{5}$/.test(output.zipCode)) carried.zip = output.zipCode;
  if (output.g && /^[A-Za-z_-]{1,30}$/.test(output.g)) carried.gender = output.g;
  return carried;
}
