import { DEFAULT_LOCALE, isLocale, splitLocale, withLocale } from '../../../src/lib/locale';

describe('locale', () => {
  it('detects the es prefix and leaves English unprefixed', () => {
    expect(splitLocale('/es/find-trials/search-result')).toEqual({
      locale: 'es',
      path: '/find-trials/search-result',
    });
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/study-a')).toEqual({ locale: 'en', path: '/study-a' });
    expect(splitLocale('')).toEqual({ locale: DEFAULT_LOCALE, path: '/' });
  });

  it('does not mistake look-alike segments for a locale', () => {
    expect(splitLocale('/espanol')).toEqual({ locale: 'en', path: '/espanol' });
    expect(splitLocale('/fr/page')).toEqual({ locale: 'en', path: '/fr/page' });
    expect(splitLocale('/en/page')).toEqual({ locale: 'en', path: '/en/page' });
  });

  it('prefixes non-default locales and strips an existing prefix', () => {
    expect(withLocale('/study-a', 'es')).toBe('/es/study-a');
    expect(withLocale('/', 'es')).toBe('/es');
    expect(withLocale('/es/study-a', 'en')).toBe('/study-a');
    expect(withLocale('/es/study-a', 'es')).toBe('/es/study-a');
    expect(withLocale('study-a', 'en')).toBe('/study-a');
  });

  it('round-trips', () => {
    for (const path of ['/', '/a', '/a/b/c']) {
      for (const locale of ['en', 'es'] as const) {
        expect(splitLocale(withLocale(path, locale))).toEqual({ locale, path });
      }
    }
  });

  it('knows its locales', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
