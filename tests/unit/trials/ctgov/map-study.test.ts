import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { agesOf, yearsOf } from '../../../../src/server/trials/ctgov/map/ctgov-age';
import { NO_CONTENT_CONDITIONS, slugOf } from '../../../../src/server/trials/ctgov/map/ctgov-conditions';
import { criteriaOf, MAX_CRITERIA } from '../../../../src/server/trials/ctgov/map/ctgov-criteria';
import {
  enrollingStatusOf,
  phaseLabelOf,
  phasesOf,
} from '../../../../src/server/trials/ctgov/map/ctgov-status';
import { isoDateOf, truncateText } from '../../../../src/server/trials/ctgov/map/ctgov-text';
import { mapStudy, type MappedStudy } from '../../../../src/server/trials/ctgov/map/map-study';
import { trialSchema } from '../../../../src/shared/content-model/trial';

const FIXTURES = join(__dirname, '../../../fixtures/ctgov');
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as unknown;
const page = (name: string) => (fixture(name) as { studies: unknown[] }).studies;

function trialOf(mapped: MappedStudy) {
  if (mapped.kind !== 'trial') throw new Error(`expected a trial, got ${JSON.stringify(mapped)}`);
  return mapped;
}

describe('ClinicalTrials.gov ages', () => {
  it.each([
    ['18 Years', 18],
    ['6 Months', 0],
    ['30 Months', 2],
    ['2 Weeks', 0],
    ['1 Year', 1],
    ['150 Years', 120],
    ['N/A', null],
    [undefined, null],
    ['eighteen', null],
  ])('reads %s as %s', (text, years) => {
    expect(yearsOf(text)).toBe(years);
  });

  it('means no limit by 0 and 120', () => {
    expect(agesOf(undefined, 'N/A')).toEqual([0, 120]);
    expect(agesOf('18 Years', '65 Years')).toEqual([18, 65]);
  });
});

describe('ClinicalTrials.gov statuses and phases', () => {
  it.each([
    ['RECRUITING', 'Enrolling'],
    ['ENROLLING_BY_INVITATION', 'Enrolling'],
    ['AVAILABLE', 'Enrolling'],
    ['NOT_YET_RECRUITING', 'Not Yet Enrolling'],
    ['ACTIVE_NOT_RECRUITING', 'Closed'],
    ['COMPLETED', 'Closed'],
    ['SUSPENDED', 'Closed'],
    [undefined, 'Closed'],
  ])('%s is %s', (status, expected) => {
    expect(enrollingStatusOf(status)).toBe(expected);
  });

  it('keeps every phase of a combined design in order and labels it', () => {
    expect(phasesOf(['PHASE3', 'PHASE2', 'PHASE2', 'NONSENSE'])).toEqual(['2', '3']);
    expect(phaseLabelOf(['2', '3'])).toBe('Phase 2/3');
    expect(phaseLabelOf(phasesOf(['EARLY_PHASE1']))).toBe('Early Phase 1');
    expect(phaseLabelOf(phasesOf(['NA']))).toBe('N/A');
    expect(phaseLabelOf([])).toBe('N/A');
  });
});

describe('ClinicalTrials.gov eligibility text', () => {
  it('splits bullets under their headings, joining wrapped lines', () => {
    const text =
      'Inclusion Criteria:\n\n* Adults aged 18 or over\n* Diagnosed with\n  type 2 diabetes\n\nExclusion Criteria:\n\n1. Pregnancy\n2) Dialysis';
    expect(criteriaOf(text)).toEqual({
      inclusion: ['Adults aged 18 or over', 'Diagnosed with type 2 diabetes'],
      exclusion: ['Pregnancy', 'Dialysis'],
    });
  });

  it('reads Spanish headings and text without headings as inclusion', () => {
    expect(criteriaOf('Criterios de inclusión:\n- Mujeres\nCriterios de exclusión:\n- Embarazo')).toEqual({
      inclusion: ['Mujeres'],
      exclusion: ['Embarazo'],
    });
    expect(criteriaOf('Healthy adults only.')).toEqual({
      inclusion: ['Healthy adults only.'],
      exclusion: [],
    });
    expect(criteriaOf(undefined)).toEqual({ inclusion: [], exclusion: [] });
  });

  it('caps the number and length of criteria', () => {
    const many = Array.from({ length: 100 }, (_, i) => `* criterion ${String(i)} ${'word '.repeat(200)}`);
    const { inclusion } = criteriaOf(`Inclusion Criteria:\n${many.join('\n')}`);
    expect(inclusion).toHaveLength(MAX_CRITERIA);
    for (const item of inclusion) expect(item.length).toBeLessThanOrEqual(500);
    expect(inclusion[0]?.endsWith('…')).toBe(true);
  });
});

describe('ClinicalTrials.gov text helpers', () => {
  it('cuts long text at a word and reads partial dates', () => {
    expect(truncateText('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(truncateText('short', 12)).toBe('short');
    expect(isoDateOf('2027-06')).toBe('2027-06-01');
    expect(isoDateOf('2025-03-14')).toBe('2025-03-14');
    expect(isoDateOf('2025-02-30')).toBeUndefined();
    expect(isoDateOf('March 2025')).toBeUndefined();
    expect(slugOf('  Type 2 Diabetes (T2D) ')).toBe('type-2-diabetes-t2d');
    expect(slugOf('Migraña crónica')).toBe('migrana-cronica');
  });
});

describe('mapStudy', () => {
  it('maps a full study into a valid trial, the same text in both languages', () => {
    const mapped = trialOf(mapStudy(fixture('study-phase-2-3.json'), NO_CONTENT_CONDITIONS));
    const { en, es } = mapped.indexed.trials;
    expect(trialSchema.safeParse(en).success).toBe(true);
    expect(en).toMatchObject({
      trialorgstudyid: 'NCT05000001',
      nctid: 'NCT05000001',
      trialname: 'ORG-0001',
      trialtitle: 'A Study of Examplumab in Adults With Type 2 Diabetes',
      trialenrollingstatus: 'Enrolling',
      overallstatus: 'RECRUITING',
      trialphases: ['2', '3'],
      trialphase: 'Phase 2/3',
      trialminage: 18,
      trialmaxage: 75,
      trialsex: 'all',
      healthyvolunteers: false,
      source: 'ctgov',
      lastupdated: '2025-03-14',
      trialcompletiondate: '2027-06-01',
      trialenrollment: 120,
      investigationalproduct: 'Examplumab, Placebo',
      sponsor: 'Example Sponsor',
      studytype: 'Interventional',
      inclusionCriteria: ['Adults diagnosed with the condition', 'Able to give consent'],
      exclusionCriteria: ['Pregnant or breastfeeding', 'Kidney disease'],
      triallatitude: 42.3601,
      clickUri: '/find-trials/trial-details?id=NCT05000001',
    });
    expect(en.synthetic).toBeUndefined();
    expect(es.clickUri).toBe('/es/find-trials/trial-details?id=NCT05000001');
    expect(es.trialtitle).toBe(en.trialtitle);
    expect(en.locations[1]).toMatchObject({
      locationstatus: 'Not Yet Enrolling',
      locationcountry: 'US',
      locationphone: '303-555-0100',
    });
    expect(en.locations[0]?.locationphone).toBe('800-555-0199');
    expect(mapped.indexed.conditionKey).toBe('type-2-diabetes');
  });

  it('keys a condition the content has to the content key', () => {
    const content = {
      keyByName: new Map([['type 2 diabetes', 'diabetes-t2']]),
      names: new Map([['diabetes-t2', { en: 'Type 2 Diabetes', es: 'Diabetes tipo 2' }]]),
    };
    const mapped = trialOf(mapStudy(fixture('study-phase-2-3.json'), content));
    expect(mapped.indexed.conditionKey).toBe('diabetes-t2');
    expect(mapped.names).toEqual([['diabetes-t2', 'Type 2 Diabetes']]);
  });

  it('maps no locations, age N/A and healthy volunteers', () => {
    const [noLocations] = page('page-1.json');
    const trial = trialOf(mapStudy(noLocations, NO_CONTENT_CONDITIONS)).indexed.trials.en;
    expect(trial).toMatchObject({ locations: [], trialminage: 0, trialmaxage: 120, healthyvolunteers: true });
    expect(trial.trialphases).toEqual(['na']);
    expect(trial.isvirtual).toBe(true);
    expect(trial.triallatitude).toBeUndefined();
  });

  it('places a US site without geoPoint at its zip, and keeps an unknown one without coordinates', () => {
    const [, noGeo] = page('page-1.json');
    const trial = trialOf(mapStudy(noGeo, NO_CONTENT_CONDITIONS)).indexed.trials.en;
    expect(trial.trialminage).toBe(0);
    expect(trial.trialmaxage).toBe(17);
    expect(trial.locations).toHaveLength(2);
    expect(trial.locations[0]?.locationlatitude).toBeCloseTo(41.89, 1);
    expect(trial.locations[1]?.locationlatitude).toBeUndefined();
    expect(trial.locations[1]?.locationsitename).toBe('Somewhere Unknown');
  });

  it('maps non-US sites and Spanish text; withdrawn and malformed studies are not trials', () => {
    const [withdrawn, spanish, backwards, noId, scalar] = page('page-2.json');
    expect(mapStudy(withdrawn, NO_CONTENT_CONDITIONS)).toEqual({ kind: 'withdrawn', nctId: 'NCT05000004' });
    const trial = trialOf(mapStudy(spanish, NO_CONTENT_CONDITIONS));
    expect(trial.indexed.conditionKeys).toEqual(['migrana-cronica', 'cefalea']);
    expect(trial.indexed.trials.en).toMatchObject({
      featuredcondition: 'Migraña crónica',
      trialsex: 'female',
      trialphases: ['4'],
      inclusionCriteria: ['Mujeres de 18 a 65 años', 'Diagnóstico de migraña crónica'],
      exclusionCriteria: ['Embarazo'],
    });
    const countries = trial.indexed.trials.en.locations.map((l) => [l.locationcountry, l.locationlatitude]);
    expect(countries).toEqual([
      ['Spain', 40.4168],
      ['Spain', undefined],
      ['Canada', 43.6532],
    ]);
    expect(trial.indexed.trials.en.locations[2]?.locationstatus).toBe('Closed');
    expect(mapStudy(backwards, NO_CONTENT_CONDITIONS)).toEqual({
      kind: 'refused',
      nctId: 'NCT05000006',
      reason: 'minimum age (70) above maximum age (20)',
    });
    expect(mapStudy(noId, NO_CONTENT_CONDITIONS)).toEqual({
      kind: 'refused',
      nctId: null,
      reason: 'no valid NCT id',
    });
    expect(mapStudy(scalar, NO_CONTENT_CONDITIONS)).toMatchObject({ kind: 'refused', nctId: null });
  });

  it('truncates what is too long instead of refusing the study', () => {
    const study = fixture('study-phase-2-3.json') as {
      protocolSection: Record<string, Record<string, unknown>>;
    };
    const section = study.protocolSection as Record<string, Record<string, unknown>>;
    (section.descriptionModule as Record<string, unknown>).briefSummary = 'long '.repeat(2000);
    (section.identificationModule as Record<string, unknown>).briefTitle = 'title '.repeat(100);
    (section.conditionsModule as Record<string, unknown>).conditions = ['c'.repeat(300)];
    const trial = trialOf(mapStudy(study, NO_CONTENT_CONDITIONS)).indexed.trials.en;
    expect(trial.trialdescription.length).toBeLessThanOrEqual(3000);
    expect(trial.trialtitle.length).toBeLessThanOrEqual(300);
    expect(trial.featuredcondition.length).toBeLessThanOrEqual(120);
  });

  it('gives the same digest for the same study and another for a changed one', () => {
    const a = trialOf(mapStudy(fixture('study-phase-2-3.json'), NO_CONTENT_CONDITIONS));
    const b = trialOf(mapStudy(fixture('study-phase-2-3.json'), NO_CONTENT_CONDITIONS));
    expect(a.hash).toBe(b.hash);
    const changed = fixture('study-phase-2-3.json') as {
      protocolSection: { statusModule: { overallStatus: string } };
    };
    changed.protocolSection.statusModule.overallStatus = 'COMPLETED';
    expect(trialOf(mapStudy(changed, NO_CONTENT_CONDITIONS)).hash).not.toBe(a.hash);
  });
});
