import {
  carriedAnswers,
  carriedQueryParams,
  multiConditionApplies,
  multiConditionHops,
  nextConditionPath,
  nextConditionUrl,
  withQueryParams,
} from '../../../src/shared/domain/screener-routing';

const base = { enableMultiCondition: true, journeyType: '02' as const, query: {}, hops: 0 };

describe('multi-condition routing', () => {
  it('applies when enabled, not journey 03, without invitations, before the third attempt', () => {
    expect(multiConditionApplies(base)).toBe(true);
    expect(multiConditionApplies({ ...base, journeyType: '01' })).toBe(true);
    expect(multiConditionApplies({ ...base, hops: 1 })).toBe(true);
    expect(multiConditionApplies({ ...base, hops: 2 })).toBe(false);
    expect(multiConditionApplies({ ...base, enableMultiCondition: false })).toBe(false);
    expect(multiConditionApplies({ ...base, journeyType: '03' })).toBe(false);
    expect(multiConditionApplies({ ...base, query: { invitedSite: 'S-1' } })).toBe(false);
    expect(multiConditionApplies({ ...base, query: { invitedProtocol: 'P-1' } })).toBe(false);
  });

  it('counts hops from the URL journeyId or what the journey remembers, whichever is larger', () => {
    expect(multiConditionHops({}, 0)).toBe(0);
    expect(multiConditionHops({ journeyId: '1' }, 0)).toBe(1);
    expect(multiConditionHops({ journeyId: '1' }, 2)).toBe(2);
    expect(multiConditionHops({ journeyId: 'x' }, 0)).toBe(0);
    expect(multiConditionHops({ journeyId: '-3' }, 0)).toBe(0);
  });

  it('picks the first next-condition study not tried yet and not the current one', () => {
    const candidates = ['/migraine-study', '/knee-oa-study'];
    expect(nextConditionPath(candidates, '/asthma-study', [])).toBe('/migraine-study');
    expect(nextConditionPath(candidates, '/migraine-study', ['/asthma-study'])).toBe('/knee-oa-study');
    expect(nextConditionPath(candidates, '/asthma-study', ['/migraine-study', '/knee-oa-study'])).toBeNull();
    expect(nextConditionPath([], '/asthma-study', [])).toBeNull();
  });

  it('builds /{study path} with journeyId and utm parameters', () => {
    expect(nextConditionUrl('/migraine-study', 1, 'asthma-study')).toBe(
      '/migraine-study?journeyId=1&utm_source=multi-condition&utm_medium=screener&utm_campaign=asthma-study',
    );
  });
});

describe('query parameters carried by a redirect', () => {
  const query = { utm_source: 'mail', resumeJourneyToken: 't', loadType: 'iframe', other: 'x' };

  it('keeps only the retained names, minus the removed ones', () => {
    expect(
      carriedQueryParams(query, {
        retain: ['utm_source', 'loadType', 'resumeJourneyToken'],
        remove: ['resumeJourneyToken'],
      }),
    ).toEqual({ utm_source: 'mail', loadType: 'iframe' });
  });

  it('keeps everything but the removed names when nothing is retained', () => {
    expect(carriedQueryParams(query, { retain: [], remove: ['RESUMEJOURNEYTOKEN'] })).toEqual({
      utm_source: 'mail',
      loadType: 'iframe',
      other: 'x',
    });
  });

  it("appends to a URL, the URL's own parameters winning", () => {
    expect(withQueryParams('/dnq/adult', {})).toBe('/dnq/adult');
    expect(withQueryParams('/x?a=1', { a: '2', b: '3' })).toBe('/x?a=1&b=3');
  });
});

describe('the answers a multi-condition hop carries', () => {
  it('carries the date of birth, sex at birth and ZIP code as the questionnaire prefills them', () => {
    expect(carriedAnswers({ d: '3', m: '11', y: '1985', g: 'female', zipCode: '60611' })).toEqual({
      dob: '1985-11-03',
      gender: 'female',
      zip: '60611',
    });
  });

  it('leaves out what was not answered or is malformed', () => {
    expect(carriedAnswers({})).toEqual({});
    expect(carriedAnswers({ d: '3', m: '11', g: 'not a value!', zipCode: '6061' })).toEqual({});
    expect(carriedAnswers({ d: '123', m: '1', y: '1985', zipCode: '60611' })).toEqual({ zip: '60611' });
  });
});
