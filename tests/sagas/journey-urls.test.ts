import { flowPageOf, isFlowOnlyUrl, journeyUrls } from '../../sagas/journey/journey-urls';
import { allowedQuery, linkWithAllowedQuery } from '../../sagas/journey/journey-allowed-query';
import { recordableParams } from '../../sagas/journey/journey-data-extension';

describe('journey URLs', () => {
  it('builds the global settings URL lists from the root path', () => {
    expect(journeyUrls('/knee-oa-study')).toEqual({
      adultSiteUrls: ['/knee-oa-study/adult'],
      minorSiteUrls: ['/knee-oa-study/minor'],
      caregiverSiteUrls: ['/knee-oa-study/caregiver'],
      automaticRedirectionUrls: [
        '/knee-oa-study/participant-type',
        '/knee-oa-study/contact-info/adult',
        '/knee-oa-study/contact-info/caregiver',
        '/knee-oa-study/contact-info/minor',
      ],
    });
  });

  it('knows the flow-only pages (case and trailing slash aside)', () => {
    expect(isFlowOnlyUrl('/Asthma-Study/Adult/', '/asthma-study')).toBe(true);
    expect(isFlowOnlyUrl('/asthma-study', '/asthma-study')).toBe(false);
    expect(isFlowOnlyUrl('/asthma-study/about', '/asthma-study')).toBe(false);
    expect(isFlowOnlyUrl('/migraine-study/adult', '/asthma-study')).toBe(false);
  });

  it('maps a page to its step and patient type', () => {
    expect(flowPageOf('/asthma-study/participant-type', '/asthma-study')).toEqual({
      step: 'participant-type',
      patientType: null,
    });
    expect(flowPageOf('/asthma-study/minor', '/asthma-study')).toEqual({
      step: 'pre-screener',
      patientType: 'minor',
    });
    expect(flowPageOf('/asthma-study/contact-info/caregiver', '/asthma-study')).toEqual({
      step: 'contact-info',
      patientType: 'caregiver',
    });
    expect(flowPageOf('/asthma-study', '/asthma-study')).toBeNull();
    expect(flowPageOf('/asthma-study/contact-info/nobody', '/asthma-study')).toBeNull();
    expect(flowPageOf('/dnq/adult', '/asthma-study')).toBeNull();
  });
});

describe('allowed query parameters', () => {
  it('drops RemoveQueryParamList names and keeps only RetainQueryParamList names when given', () => {
    expect(allowedQuery('?utm_source=a&gclid=b&x=1', 'utm_source', 'gclid')).toBe('?utm_source=a');
    expect(allowedQuery('?utm_source=a&gclid=b&x=1', '', 'gclid')).toBe('?utm_source=a&x=1');
    expect(allowedQuery('', 'utm_source', '')).toBe('');
  });

  it('merges them into an app link (its own parameters win), leaves other sites alone', () => {
    expect(
      linkWithAllowedQuery(
        '/es/asthma-study/adult?utm_source=z#q',
        '?utm_source=a&utm_medium=b',
        'utm_source&utm_medium',
        '',
      ),
    ).toBe('/es/asthma-study/adult?utm_source=z&utm_medium=b#q');
    expect(linkWithAllowedQuery('https://example.org/x', '?utm_source=a', 'utm_source', '')).toBe(
      'https://example.org/x',
    );
  });

  it('never records the resume token or the editors mode', () => {
    expect(recordableParams({ resumeJourneyToken: 't', sc_mode: 'edit', utm_source: 'a', '': 'x' })).toEqual([
      ['utm_source', 'a'],
    ]);
  });
});
