import { trialResultSchema, type TrialResult } from '../../../src/shared/contracts/trials';
import { trialSchema, type Trial, type TrialInput } from '../../../src/shared/content-model/trial';

/** A search result; `overrides` change any field. */
export function trialResult(overrides: Partial<TrialResult> = {}): TrialResult {
  return trialResultSchema.parse({
    trialorgstudyid: 'MIG-301',
    trialname: 'migraine-study',
    trialtitle: 'A study of a new medicine to prevent migraine attacks in adults',
    trialdescription:
      'This study tests whether a daily tablet lowers the number of migraine days each month compared with a placebo tablet over twelve weeks.',
    featuredcondition: 'Migraine',
    featuredeprurl: '/migraine-study',
    trialminage: 18,
    trialmaxage: 65,
    trialphase: 'Phase 3',
    trialenrollingstatus: 'Enrolling',
    isvirtual: false,
    clickUri: '/find-trials/trial-details?id=MIG-301',
    trialconditions: ['Migraine'],
    distance: 12.34,
    ...overrides,
  });
}

/** A full trial as the details call answers it. */
export function fullTrial(overrides: Partial<TrialInput> = {}): Trial {
  return trialSchema.parse({
    trialorgstudyid: 'MIG-301',
    trialname: 'migraine-study',
    trialtitle: 'A study of a new medicine to prevent migraine attacks in adults',
    trialdescription: 'This study tests whether a daily tablet lowers the number of migraine days.',
    featuredcondition: 'Migraine',
    featuredeprurl: '/migraine-study',
    trialminage: 18,
    trialmaxage: 65,
    trialphase: 'Phase 3',
    trialenrollment: 600,
    trialcompletiondate: '2027-12-31',
    trialenrollingstatus: 'Enrolling',
    clickUri: '/find-trials/trial-details?id=MIG-301',
    inclusionCriteria: ['Aged 18 to 65', 'Migraine on 4 or more days a month'],
    exclusionCriteria: ['Pregnant or breastfeeding'],
    trialconditions: ['Migraine', 'Headache'],
    studytype: 'Interventional',
    investigationalproduct: 'MIG-301 tablet',
    sponsor: 'ClinicalResearch Demo Sponsor',
    nctid: 'NCT06000301',
    locations: [
      {
        locationstatus: 'Enrolling',
        locationsitename: 'Lakeshore Neurology',
        locationaddress: '1 Lake St',
        locationcity: 'Chicago',
        locationstate: 'IL',
        locationcountry: 'United States',
        locationzip: '60611',
        indication: 'Migraine, Chronic migraine',
        locationlatitude: 41.8925,
        locationlongitude: -87.6262,
        locationphone: '(312) 555-0100',
      },
      {
        locationstatus: 'Closed',
        locationsitename: 'Evanston Headache Clinic',
        locationaddress: '2 Main St',
        locationcity: 'Evanston',
        locationstate: 'IL',
        locationcountry: 'United States',
        locationzip: '60201',
        indication: 'Migraine',
        locationlatitude: 42.04,
        locationlongitude: -87.69,
      },
    ],
    ...overrides,
  });
}
