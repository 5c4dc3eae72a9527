import { journeyTypeSchema, type JourneyType } from '../content-model/study';

/*
 * The three journey types (JOURNEY_01, _02, _03). The spec shows only what tells them apart; those
 * differences, and nothing more, live here.
 */
export { journeyTypeSchema, type JourneyType };

export const JOURNEY_TYPES = journeyTypeSchema.options;

export interface JourneyTypeTraits {
  /** The spec's name for it. */
  readonly name: 'JOURNEY_01' | 'JOURNEY_02' | 'JOURNEY_03';
  /** 03: the study's call to action is the questionnaire itself. */
  readonly questionnaireCta: boolean;
  /** 03: the pre-screener header/footer banners stay on the contact-info page. */
  readonly keepsPreScreenerBannersOnContactInfo: boolean;
  /** 02 (and 03, which also generates a referral id): a result may be a virtual site. */
  readonly virtualSites: boolean;
  /** 03: a virtual result generates a referral id besides saving the site details. */
  readonly virtualReferralId: boolean;
  /** 01: contact forms geolocate the visitor (and check the picked zip against it). */
  readonly geolocation: boolean;
  /** 01: the state field locks to the geolocated state when it matches an option. */
  readonly locksStateFromGeolocation: boolean;
  /** 01: a life-link step may follow the contact form (when the site enables it). */
  readonly lifeLink: boolean;
  /** 01: resume is always enabled; the site's disableResumeJourney does not apply. */
  readonly alwaysResumable: boolean;
  /** Multi-condition routing applies to every journey except 03. */
  readonly multiConditionRouting: boolean;
}

const TRAITS: Record<JourneyType, JourneyTypeTraits> = {
  '01': {
    name: 'JOURNEY_01',
    questionnaireCta: false,
    keepsPreScreenerBannersOnContactInfo: false,
    virtualSites: false,
    virtualReferralId: false,
    geolocation: true,
    locksStateFromGeolocation: true,
    lifeLink: true,
    alwaysResumable: true,
    multiConditionRouting: true,
  },
  '02': {
    name: 'JOURNEY_02',
    questionnaireCta: false,
    keepsPreScreenerBannersOnContactInfo: false,
    virtualSites: true,
    virtualReferralId: false,
    geolocation: false,
    locksStateFromGeolocation: false,
    lifeLink: false,
    alwaysResumable: false,
    multiConditionRouting: true,
  },
  '03': {
    name: 'JOURNEY_03',
    questionnaireCta: true,
    keepsPreScreenerBannersOnContactInfo: true,
    virtualSites: true,
    virtualReferralId: true,
    geolocation: false,
    locksStateFromGeolocation: false,
    lifeLink: false,
    alwaysResumable: false,
    multiConditionRouting: false,
  },
};

export function journeyTraits(journeyType: JourneyType): JourneyTypeTraits {
  return TRAITS[journeyType];
}

export function isJourneyType(value: unknown): value is JourneyType {
  return typeof value === 'string' && (JOURNEY_TYPES as readonly string[]).includes(value);
}

/** A site setting may disable resume for journeys 02 and 03 only, never for 01. */
export function canDisableResume(journeyType: JourneyType): boolean {
  return !TRAITS[journeyType].alwaysResumable;
}

/** Whether resume is offered, given the site's disableResumeJourney setting. */
export function isResumeEnabled(journeyType: JourneyType, disableResumeJourney: boolean): boolean {
  return !(disableResumeJourney && canDisableResume(journeyType));
}

export interface BannerPlacement {
  journeyType: JourneyType | null;
  onContactInfoPage: boolean;
  onHomePage: boolean;
  enableScreenerLandingPage: boolean;
}

/**
 * The pre-screener header and footer banners are hidden on a contact-info page (unless
 * journey 03) and on the home page when the screener landing page is enabled.
 */
export function showsPreScreenerBanners(placement: BannerPlacement): boolean {
  const keepsOnContact =
    placement.journeyType !== null && TRAITS[placement.journeyType].keepsPreScreenerBannersOnContactInfo;
  if (placement.onContactInfoPage && !keepsOnContact) return false;
  if (placement.onHomePage && placement.enableScreenerLandingPage) return false;
  return true;
}
