import fc from 'fast-check';
import { localizePath, splitLocalePath } from '../../../src/shared/content-model/language';

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/asthma-study', 'es', '/asthma-study'],
    ['/asthma-study', 'en', '/asthma-study'],
    ['/en/asthma-study', 'en', '/en/asthma-study'],
    ['/fr/asthma-study', 'en', '/fr/asthma-study'],
    ['/estudios', 'en', '/estudios'],
  ])('splits %s into %s %s', (pathname, language, path) => {
    expect(splitLocalePath(pathname)).toEqual({ language, path });
  });
});

describe('localizePath', () => {
  it('prefixes non-default languages only', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'es')).toBe('/es');
    expect(localizePath('/knee-oa-study', 'es')).toBe('/es/knee-oa-study');
    expect(localizePath('/knee-oa-study', 'en')).toBe('/knee-oa-study');
  });

  it('is undone by splitLocalePath for every content path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((value) => value !== 'es');
    const contentPath = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(contentPath, fc.constantFrom('en' as const, 'es' as const), (path, language) => {
        expect(splitLocalePath(localizePath(path, language))).toEqual({ language, path });
      }),
    );
  });
});
