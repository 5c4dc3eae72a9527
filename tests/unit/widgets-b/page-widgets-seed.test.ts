import { readFileSync } from 'node:fs';
import { demoContent } from '../../support/demo-content';
import { cookieLifetimeDays } from '../../../src/shared/domain/journey-cookies';

const seed = demoContent();
const page = (path: string, language: 'en' | 'es') =>
  seed.pages.find((candidate) => candidate.path === path && candidate.language === language);

describe('page widgets on the demo site', () => {
  it.each(['en', 'es'] as const)(
    '/resources and /cookie-policy exist in %s with their widgets',
    (language) => {
      expect(page('/resources', language)?.components.map((component) => component.name)).toEqual(
        expect.arrayContaining([
          'Breadcrumb',
          'NotificationBanner',
          'ShareBar',
          'ReadMore',
          'TruncatedContent',
          'ExitDisclaimer',
        ]),
      );
      expect(page('/cookie-policy', language)?.components.map((component) => component.name)).toContain(
        'CookieDeclarationTable',
      );
    },
  );

  it('lists the real cookies with the lifetimes the code gives them', () => {
    const table = page('/cookie-policy', 'en')?.components.find(
      (component) => component.name === 'CookieDeclarationTable',
    );
    const cookies = table?.fields.cookies as Array<{ nameValue: string; durationValue: string }>;
    const byName = new Map(cookies.map((cookie) => [cookie.nameValue, cookie.durationValue]));
    const settings = seed.siteSettings[0];
    const journeyDays = cookieLifetimeDays('enrollmentID', settings);
    expect(byName.get('enrollmentID')).toBe(`${journeyDays} days`);
    expect(byName.get('bx_guest_ref')).toBe(`${journeyDays} days`);
    expect(byName.get('allowSiteSelectionSuccess')).toBe('1 day');
    expect(byName.get('AcceptCookie')).toBe('1 day');
    expect(byName.get('language')).toMatch(/^1,000,000 days/);
  });

  it('puts the download file in public/', () => {
    for (const language of ['en', 'es']) {
      const file = `${process.cwd()}/public/downloads/questions-to-ask-${language}.pdf`;
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
