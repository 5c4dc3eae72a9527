import { contentPositions } from '../../../src/content/registry';

describe('contentPositions', () => {
  it('numbers the components in order, leaving page chrome out', () => {
    expect(contentPositions(['NotificationBanner', 'HeroBanner', 'Breadcrumb', 'RichText'])).toEqual([
      -1, 0, -1, 1,
    ]);
  });

  it('is the plain index on a page without chrome', () => {
    expect(contentPositions(['HeroBanner', 'RichText', 'StudyList'])).toEqual([0, 1, 2]);
  });
});
