import {
  componentFieldSchemas,
  isKnownComponentName,
  parseComponentFields,
} from '../../../src/shared/content-model/component-fields';
import {
  allComponentFieldSchemas,
  parseAnyComponentFields,
} from '../../../src/shared/content-model/all-component-fields';
import {
  participantTypeQuestionFieldsSchema,
  preScreenerFieldsSchema,
  preScreenerIntroFieldsSchema,
  resumeLaterFieldsSchema,
} from '../../../src/shared/content-model/journey-page-widget-fields';
import { notFoundFieldsSchema } from '../../../src/shared/content-model/not-found-fields';
import {
  outcomeBannerFieldsSchema,
  progressBarFieldsSchema,
} from '../../../src/shared/content-model/outcome-widget-fields';
import { pageSchema } from '../../../src/shared/content-model/page';

describe('component field schemas', () => {
  it('covers exactly the light widgets the page checks before rendering', () => {
    expect(Object.keys(componentFieldSchemas).sort()).toEqual(['HeroBanner', 'RichText', 'StudyList'].sort());
    expect(isKnownComponentName('HeroBanner')).toBe(true);
    expect(isKnownComponentName('NotFound')).toBe(false);
    expect(isKnownComponentName('toString')).toBe(false);
  });

  it('leaves the lazily loaded widgets to check their own fields, still listed for the seed', () => {
    expect(allComponentFieldSchemas).toMatchObject({
      ...componentFieldSchemas,
      PreScreenerIntro: preScreenerIntroFieldsSchema,
      NotFound: notFoundFieldsSchema,
      ParticipantTypeQuestion: participantTypeQuestionFieldsSchema,
      ResumeLater: resumeLaterFieldsSchema,
      PreScreener: preScreenerFieldsSchema,
      OutcomeBanner: outcomeBannerFieldsSchema,
      ProgressBar: progressBarFieldsSchema,
    });
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
  ])('refuses invalid %s fields', (name, fields) => {
    const result = parseComponentFields({ name, fields });
    expect(result.success).toBe(false);
    // The seed's validation of every name refuses them too.
    expect(parseAnyComponentFields({ name, fields }).success).toBe(false);
  });

  it.each([
    ['PreScreenerIntro', { title: 'T' }],
    ['NotFound', { title: 'T', description: 'D', linkText: 'L' }],
  ])('refuses invalid %s fields (a widget that checks its own)', (name, fields) => {
    expect(parseAnyComponentFields({ name, fields }).success).toBe(false);
    // The page does not know it: the widget checks its fields in its own chunk.
    expect(parseComponentFields({ name, fields })).toEqual({
      success: false,
      error: `Unknown component ${name}`,
    });
  });

  it('says what is wrong in a compact message: path, then message, issues joined by "; "', () => {
    const result = parseComponentFields({
      name: 'StudyList',
      fields: { title: '', studies: [{ title: 'T', condition: 'C', description: 'D' }] },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const parts = result.error.split('; ');
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/^title: \S/);
    expect(parts[1]).toMatch(/^studies\.0\.link: \S/);
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
