import { demoContent } from '../../support/demo-content';
import { parseAnyComponentFields } from '../../../src/shared/content-model/all-component-fields';

describe('the unsubscribe pages of the demo site', () => {
  const pages = demoContent().pages;
  const find = (path: string, language: string) =>
    pages.find((page) => page.path === path && page.language === language);

  it.each([
    ['/unsubscribe', 'CommonUnsubscribe'],
    ['/migraine-study/resubscribe', 'SiteResubscribe'],
    ['/asthma-study/resubscribe', 'SiteResubscribe'],
    ['/knee-oa-study/resubscribe', 'SiteResubscribe'],
    ['/resubscribe-confirmation', 'ResubscribeConfirmation'],
  ])('%s exists in English and Spanish with a valid %s', (path, component) => {
    for (const language of ['en', 'es']) {
      const page = find(path, language);
      expect(page?.components.map((c) => c.name)).toEqual([component]);
      expect(parseAnyComponentFields(page!.components[0]!).success).toBe(true);
    }
  });

  it('ties each study resubscribe page to its study and leads to the confirmation', () => {
    const page = find('/migraine-study/resubscribe', 'en');
    expect(page?.studyKey).toBe('migraine-study');
    expect(page?.components[0]?.fields).toMatchObject({ successLink: '/resubscribe-confirmation' });
  });
});
