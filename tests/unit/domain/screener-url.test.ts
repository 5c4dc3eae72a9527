import { buildScreenerFrameUrl, parseScreenerFrameParams } from '../../../src/shared/domain/screener-url';

describe('the questionnaire URL', () => {
  it('carries the spec parameters and ours, and reads them back', () => {
    const url = buildScreenerFrameUrl({
      key: 'asthma-screener',
      language: 'es',
      theme: 'contrast-light',
      patientType: 'caregiver',
      guestRef: 'g-1',
      enrollmentID: 'e-1',
      isMultiTA: false,
      snc: 'r-1',
      baseURL: 'https://trials.example.org',
      prefill: { dob: '1980-02-03', zip: '94110', gender: 'female' },
    });
    expect(url.startsWith('/screener.html?key=asthma-screener&language=es')).toBe(true);
    expect(parseScreenerFrameParams(url.slice(url.indexOf('?')))).toEqual({
      key: 'asthma-screener',
      language: 'es',
      theme: 'contrast-light',
      patientType: 'caregiver',
      guestRef: 'g-1',
      enrollmentID: 'e-1',
      IsMultiTA: 'false',
      snc: 'r-1',
      baseURL: 'https://trials.example.org',
      dob: '1980-02-03',
      zip: '94110',
      gender: 'female',
    });
  });

  it('leaves absent values out and defaults language, theme and patient type', () => {
    const url = buildScreenerFrameUrl({
      key: 'k',
      language: 'en',
      patientType: 'adult',
      isMultiTA: true,
      baseURL: 'http://localhost:8080',
      guestRef: null,
    });
    expect(url).not.toContain('guestRef');
    expect(parseScreenerFrameParams('?key=k')).toMatchObject({
      language: 'en',
      theme: 'default-light',
      patientType: 'adult',
    });
  });

  it('says kiosk=1 only on a kiosk, and reads nothing else as a kiosk', () => {
    const input = { key: 'k', language: 'en', patientType: 'adult', isMultiTA: false, baseURL: 'x' } as const;
    expect(buildScreenerFrameUrl({ ...input, kiosk: true })).toContain('&kiosk=1');
    expect(buildScreenerFrameUrl({ ...input, kiosk: false })).not.toContain('kiosk');
    expect(parseScreenerFrameParams('?key=k&kiosk=1')?.kiosk).toBe('1');
    expect(parseScreenerFrameParams('?key=k&kiosk=yes')?.kiosk).toBeUndefined();
  });

  it('drops invalid prefills and ids instead of failing, and needs a valid key', () => {
    expect(parseScreenerFrameParams('?key=k&dob=yesterday&zip=1&snc=a%20b&theme=neon')).toEqual({
      key: 'k',
      language: 'en',
      theme: 'default-light',
      patientType: 'adult',
      IsMultiTA: 'false',
    });
    expect(parseScreenerFrameParams('?language=es')).toBeNull();
    expect(parseScreenerFrameParams('?key=a%20b')).toBeNull();
  });
});
