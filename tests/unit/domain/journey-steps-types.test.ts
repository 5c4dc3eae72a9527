import { guestTypeFor, isPatientType } from '../../../src/shared/domain/journey-roles';
import {
  JOURNEY_STEPS,
  parseJourneyStep,
  stepUrl,
  type JourneyStep,
} from '../../../src/shared/domain/journey-steps';
import type { PatientType } from '../../../src/shared/domain/journey-roles';
import {
  canDisableResume,
  isResumeEnabled,
  journeyTraits,
  showsPreScreenerBanners,
} from '../../../src/shared/domain/journey-types';

const asthma = { rootPath: '/asthma-study', enableScreenerLandingPage: false };
const kneeOa = { rootPath: '/knee-oa-study', enableScreenerLandingPage: true };

describe('stepUrl', () => {
  it.each<[JourneyStep, PatientType | null, string]>([
    ['home', null, '/asthma-study'],
    ['participant-type', 'adult', '/asthma-study/participant-type'],
    ['pre-screener', 'caregiver', '/asthma-study/caregiver'],
    ['pre-screener', null, '/asthma-study/participant-type'],
    ['contact-info', 'minor', '/asthma-study/contact-info/minor'],
    ['contact-info', null, '/asthma-study/contact-info/adult'],
    ['site-selection', 'adult', '/asthma-study/site-selection/adult'],
    ['outcome', 'adult', '/asthma-study'],
  ])('%s for %s → %s', (step, type, url) => {
    expect(stepUrl(step, asthma, type)).toBe(url);
  });

  it('puts a landing-page study without a patient type on its home page', () => {
    expect(stepUrl('pre-screener', kneeOa, null)).toBe('/knee-oa-study');
    expect(stepUrl('pre-screener', kneeOa, 'adult')).toBe('/knee-oa-study/adult');
  });

  it('adds the locale prefix when a language is given', () => {
    expect(stepUrl('contact-info', asthma, 'adult', 'es')).toBe('/es/asthma-study/contact-info/adult');
    expect(stepUrl('home', asthma, null, 'es')).toBe('/es/asthma-study');
    expect(stepUrl('home', asthma, null, 'en')).toBe('/asthma-study');
  });

  it('tolerates a trailing slash and the site root', () => {
    expect(stepUrl('pre-screener', { rootPath: '/asthma-study/' }, 'adult')).toBe('/asthma-study/adult');
    expect(stepUrl('pre-screener', { rootPath: '/' }, 'adult')).toBe('/adult');
  });

  it('parses stored steps strictly', () => {
    for (const step of JOURNEY_STEPS) expect(parseJourneyStep(step)).toBe(step);
    expect(parseJourneyStep('contact info')).toBeNull();
    expect(parseJourneyStep(undefined)).toBeNull();
  });
});

describe('journey types', () => {
  it('never lets a site disable resume for journey 01', () => {
    expect(canDisableResume('01')).toBe(false);
    expect(canDisableResume('02')).toBe(true);
    expect(canDisableResume('03')).toBe(true);
    expect(isResumeEnabled('01', true)).toBe(true);
    expect(isResumeEnabled('02', true)).toBe(false);
    expect(isResumeEnabled('03', false)).toBe(true);
  });

  it('tells the journeys apart as the spec does', () => {
    expect(journeyTraits('03')).toMatchObject({
      questionnaireCta: true,
      keepsPreScreenerBannersOnContactInfo: true,
      multiConditionRouting: false,
    });
    expect(journeyTraits('02')).toMatchObject({ virtualSites: true, geolocation: false });
    expect(journeyTraits('01')).toMatchObject({
      geolocation: true,
      locksStateFromGeolocation: true,
      lifeLink: true,
      alwaysResumable: true,
    });
  });

  it.each([
    [
      'pre-screener page',
      { journeyType: '01', onContactInfoPage: false, onHomePage: false, enableScreenerLandingPage: false },
      true,
    ],
    [
      'contact info, journey 01',
      { journeyType: '01', onContactInfoPage: true, onHomePage: false, enableScreenerLandingPage: false },
      false,
    ],
    [
      'contact info, journey 03',
      { journeyType: '03', onContactInfoPage: true, onHomePage: false, enableScreenerLandingPage: true },
      true,
    ],
    [
      'home with the landing page',
      { journeyType: '03', onContactInfoPage: false, onHomePage: true, enableScreenerLandingPage: true },
      false,
    ],
    [
      'home without it',
      { journeyType: '02', onContactInfoPage: false, onHomePage: true, enableScreenerLandingPage: false },
      true,
    ],
  ] as const)('banners on the %s: %s', (_name, placement, shown) => {
    expect(showsPreScreenerBanners(placement)).toBe(shown);
  });
});

describe('guest and patient types', () => {
  it('a guest becomes a customer on completing and stays one', () => {
    expect(guestTypeFor('Partial')).toBe('visitor');
    expect(guestTypeFor('Completed')).toBe('customer');
    expect(guestTypeFor('Terminated', 'customer')).toBe('customer');
  });

  it('knows the three patient types', () => {
    expect(['adult', 'minor', 'caregiver'].every(isPatientType)).toBe(true);
    expect(isPatientType('guardian')).toBe(false);
  });
});
