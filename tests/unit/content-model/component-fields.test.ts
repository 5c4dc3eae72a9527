import {
  componentFieldSchemas,
  isKnownComponentName,
  parseComponentFields,
} from '../../../src/shared/content-model/component-fields';
import { pageSchema } from '../../../src/shared/content-model/page';

describe('component field schemas', () => {
  it('covers exactly the components the registry renders', () => {
    expect(Object.keys(componentFieldSchemas).sort()).toEqual(
      [
        'HeroBanner',
        'NotFound',
        'OutcomeBanner',
        'ParticipantTypeQuestion',
        'PreScreener',
        'PreScreenerIntro',
        'ProgressBar',
        'ResumeLater',
        'RichText',
        'StudyList',
      ].sort(),
    );
    expect(isKnownComponentName('HeroBanner')).toBe(true);
    expect(isKnownComponentName('toString')).toBe(false);
  });

  it('accepts a valid hero banner and applies nothing unexpected', () => {
    const fields = { variant: 'herobannerv2', title: 'T', ctaText: 'Go', ctaLink: '#pre-screener-wrapper' };
    expect(parseComponentFields({ name: 'HeroBanner', fields })).toEqual({ success: true, fields });
  });

  it.each([
    ['HeroBanner', { variant: 'herobannerv9', title: 'T' }],
    ['HeroBanner', { variant: 'herobannerv1', title: 'T', ctaLink: 'javascript:alert(1)' }],
    ['RichText', { paragraphs: [] }],
    ['RichText', { paragraphs: 'not a list' }],
    ['StudyList', { studies: [{ title: 'T', condition: 'C', description: 'D' }] }],
    ['PreScreenerIntro', { title: 'T' }],
    ['NotFound', { title: 'T', description: 'D', linkText: 'L' }],
  ])('refuses invalid %s fields', (name, fields) => {
    const result = parseComponentFields({ name, fields });
    expect(result.success).toBe(false);
  });

  it('refuses an unknown component name', () => {
    expect(parseComponentFields({ name: 'Carousel', fields: {} })).toEqual({
      success: false,
      error: 'Unknown component Carousel',
    });
  });
});

describe('pageSchema', () => {
  const page = {
    id: 'home',
    path: '/',
    language: 'en',
    name: 'Home',
    title: 'Home',
    flags: { isHome: true },
    components: [{ id: 'c1', name: 'SomethingNew', fields: { any: 'thing' } }],
  };

  it('keeps pages with components the client does not know yet', () => {
    const parsed = pageSchema.parse(page);
    expect(parsed.components[0]?.name).toBe('SomethingNew');
    expect(parsed.flags).toEqual({
      isHome: true,
      isInfoEpr: false,
      isOutcome: false,
      isMyProfile: false,
      isStickyFooter: false,
    });
  });

  it.each(['asthma-study', '/asthma-study/', '/a//b', '/a?b=1', '/a#b'])('refuses the path %s', (path) => {
    expect(pageSchema.safeParse({ ...page, path }).success).toBe(false);
  });

  it.each(['/', '/dnq/adult', '/minor-dnq/not_in_range', '/siteselectionsuccess'])(
    'accepts the path %s',
    (path) => {
      expect(pageSchema.safeParse({ ...page, path }).success).toBe(true);
    },
  );
});
