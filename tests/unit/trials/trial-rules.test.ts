import { formatDistance, isGoodMatch, trialBadges } from '../../../src/shared/domain/trials/trial-badges';
import {
  capCondition,
  capZip,
  conditionError,
  parseSearchHash,
  sameFilters,
  sameSearch,
  searchHash,
  wantsSuggestions,
  zipError,
} from '../../../src/shared/domain/trials/search-form-rules';
import { NO_TRIAL_FILTERS } from '../../../src/shared/domain/trials/trial-filters';
import {
  hasCriteria,
  isRealCompletionDate,
  mergeNctId,
  sidebarFacts,
} from '../../../src/shared/domain/trials/trial-details-rules';
import { trialsPerSlide } from '../../../src/shared/domain/trials/trial-carousel';
import { fullTrial } from './trial-fixture';

describe('trial badges and distance (trial card, good match)', () => {
  it('is a good match within goodMatchDistance (default 25), inclusive, never when unknown', () => {
    expect(isGoodMatch(25)).toBe(true);
    expect(isGoodMatch(25.01)).toBe(false);
    expect(isGoodMatch(0)).toBe(true);
    expect(isGoodMatch(null)).toBe(false);
    expect(isGoodMatch(undefined)).toBe(false);
    expect(isGoodMatch(40, 50)).toBe(true);
    expect(isGoodMatch(-10)).toBe(true);
  });

  it('orders the badges Good Match, Virtual, then the enrolment status (Closed has none)', () => {
    expect(trialBadges({ distance: 3, isvirtual: true, trialenrollingstatus: 'Enrolling' })).toEqual([
      'goodMatch',
      'virtual',
      'enrolling',
    ]);
    expect(trialBadges({ distance: 30, trialenrollingstatus: 'Not Yet Enrolling' })).toEqual([
      'notYetEnrolling',
    ]);
    expect(trialBadges({ distance: null, trialenrollingstatus: 'Closed' })).toEqual([]);
    expect(trialBadges({ distance: 30, trialenrollingstatus: 'Closed' }, 40)).toEqual(['goodMatch']);
  });

  it('shows one decimal and the unit, or a dash', () => {
    expect(formatDistance(12.34, 'miles')).toBe('12.3 miles');
    expect(formatDistance(0, 'millas')).toBe('0.0 millas');
    expect(formatDistance(7.96, 'miles')).toBe('8.0 miles');
    expect(formatDistance(null, 'miles')).toBe('—');
    expect(formatDistance(undefined, 'miles')).toBe('—');
  });
});

describe('hero search form rules', () => {
  it('caps the condition at coiInputTextLimit and never above 50', () => {
    expect(capCondition('a'.repeat(80), 50)).toHaveLength(50);
    expect(capCondition('migraine', 4)).toBe('migr');
    expect(capCondition('x'.repeat(80), 99)).toHaveLength(50);
  });

  it('keeps at most 5 digits in the zip', () => {
    expect(capZip('606115')).toBe('60611');
    expect(capZip('6a0-6')).toBe('606');
  });

  it('requires the condition only when configured; whitespace-only is empty', () => {
    expect(conditionError('   ', { isCOIRequired: true })).toBe('required');
    expect(conditionError('   ', { isCOIRequired: false })).toBeNull();
    expect(conditionError(' asthma ', { isCOIRequired: true })).toBeNull();
  });

  it('checks the zip: required when configured, then the pattern (default 5 digits)', () => {
    expect(zipError('', { isZipcodeRequired: true })).toBe('required');
    expect(zipError('', { isZipcodeRequired: false })).toBeNull();
    expect(zipError('1234', { isZipcodeRequired: false })).toBe('format');
    expect(zipError('60611', { isZipcodeRequired: true })).toBeNull();
    expect(zipError('60611', { isZipcodeRequired: false, zipcodeRegex: '^9\\d{4}$' })).toBe('format');
    expect(zipError('90210', { isZipcodeRequired: false, zipcodeRegex: '^9\\d{4}$' })).toBeNull();
  });

  it('asks for suggestions from lengthToSuggestion trimmed characters', () => {
    expect(wantsSuggestions('mi', 3)).toBe(false);
    expect(wantsSuggestions('  mi ', 3)).toBe(false);
    expect(wantsSuggestions('mig', 3)).toBe(true);
  });

  it('writes and reads the result page hash', () => {
    const none = NO_TRIAL_FILTERS;
    expect(searchHash({ q: 'knee pain', zip: '60611' })).toBe('#q=knee+pain&zip=60611');
    expect(searchHash({ q: 'asthma', zip: '', page: 3 })).toBe('#q=asthma&page=3');
    expect(parseSearchHash('#q=knee+pain&zip=60611&page=2')).toEqual({
      q: 'knee pain',
      zip: '60611',
      page: 2,
      filters: none,
    });
    expect(parseSearchHash('#q=migraine')).toEqual({ q: 'migraine', zip: '', page: 1, filters: none });
    expect(parseSearchHash('#q=x&zip=12&page=-4')).toEqual({ q: 'x', zip: '', page: 1, filters: none });
    expect(parseSearchHash('')).toEqual({ q: '', zip: '', page: 1, filters: none });
  });

  it('carries the filters in the hash, in one stable order, page last', () => {
    const filters = {
      ...NO_TRIAL_FILTERS,
      radius: 50 as const,
      status: ['not-yet-recruiting' as const, 'recruiting' as const],
      phase: ['3' as const, 'early-1' as const],
      age: 0,
      sex: 'female' as const,
      healthy: true,
      virtual: true,
    };
    const hash = searchHash({ q: 'asthma', zip: '60611', page: 2, filters });
    expect(hash).toBe(
      '#q=asthma&zip=60611&radius=50&status=recruiting%2Cnot-yet-recruiting&phase=early-1%2C3&age=0&sex=female&healthy=true&virtual=true&page=2',
    );
    const read = parseSearchHash(hash);
    expect(read.page).toBe(2);
    expect(sameFilters(read.filters, filters)).toBe(true);
    expect(sameSearch(read, { q: 'asthma', zip: '60611', page: 2, filters })).toBe(true);
    expect(sameSearch(read, { ...read, filters: { ...filters, virtual: false } })).toBe(false);
  });

  it('ignores filter values it cannot read, keeping the rest of the search', () => {
    const read = parseSearchHash('#q=gout&radius=7&status=open,recruiting&phase=9&age=abc&sex=x&healthy=1');
    expect(read).toEqual({
      q: 'gout',
      zip: '',
      page: 1,
      filters: { ...NO_TRIAL_FILTERS, status: ['recruiting'] },
    });
    expect(parseSearchHash('#q=gout&age=121').filters.age).toBeNull();
    expect(parseSearchHash('#q=gout&age=%3Cscript%3E').filters.age).toBeNull();
  });
});

describe('trial details rules (study details sidebar, trial details page)', () => {
  it('lists the sidebar facts in order and ignores a completion date in year 1', () => {
    const facts = sidebarFacts(fullTrial());
    expect(facts.map((fact) => fact.key)).toEqual([
      'trialConditions',
      'minimumAge',
      'maximumAge',
      'phase',
      'enrollment',
      'completionDate',
      'studyType',
      'investigationalProduct',
      'source',
      'nctId',
      'orgStudyId',
    ]);
    expect(facts[0]?.value).toBe('Migraine, Headache');
    const yearOne = sidebarFacts(fullTrial({ trialcompletiondate: '0001-01-01' }));
    expect(yearOne.map((fact) => fact.key)).not.toContain('completionDate');
    expect(isRealCompletionDate('0002-01-01')).toBe(true);
    expect(isRealCompletionDate(undefined)).toBe(false);
  });

  it('merges the nct id into {nctid} and [nctid]', () => {
    expect(mergeNctId('See {nctid} or [NCTID].', 'NCT06000301')).toBe('See NCT06000301 or NCT06000301.');
    expect(mergeNctId('Look up {nctid} online', undefined)).toBe('Look up online');
  });

  it('shows who can take part only with criteria', () => {
    expect(hasCriteria(fullTrial())).toBe(true);
    expect(hasCriteria(fullTrial({ inclusionCriteria: [], exclusionCriteria: [] }))).toBe(false);
    expect(hasCriteria(fullTrial({ inclusionCriteria: [], exclusionCriteria: ['x'] }))).toBe(true);
  });
});

describe('trials per carousel slide', () => {
  it('shows 3, and 2 saved trials between 1024 and 1200 px', () => {
    expect(trialsPerSlide(1280, 'saved')).toBe(3);
    expect(trialsPerSlide(1200, 'saved')).toBe(2);
    expect(trialsPerSlide(1024, 'saved')).toBe(2);
    expect(trialsPerSlide(1100, 'featured')).toBe(3);
    expect(trialsPerSlide(800, 'featured')).toBe(2);
    expect(trialsPerSlide(390, 'saved')).toBe(1);
  });
});
