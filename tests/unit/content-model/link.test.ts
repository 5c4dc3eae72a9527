import { hrefSchema } from '../../../src/shared/content-model/link';

describe('hrefSchema', () => {
  it.each([
    '/',
    '/asthma-study',
    '#pre-screener-wrapper',
    'https://example.org/a',
    'mailto:help@example.org',
    'tel:+18005550100',
  ])('accepts %s', (href) => {
    expect(hrefSchema.safeParse(href).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    '//evil.example',
    'data:text/html,x',
    'asthma-study',
    '',
  ])('refuses %s', (href) => {
    expect(hrefSchema.safeParse(href).success).toBe(false);
  });
});
