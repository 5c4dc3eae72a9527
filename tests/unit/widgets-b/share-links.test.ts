import {
  mailtoShareUrl,
  shareablePageUrl,
  shareUrl,
} from '../../../src/shared/domain/page-widgets/share-links';

const page = {
  url: 'https://demo.example/es/resources',
  title: 'Recursos & guías',
  subject: 'Estudios: ¿qué preguntar?',
  body: 'Mire esta guía:',
};

describe('share links ("Share/download bar")', () => {
  it('shares the origin and path only: no query (tokens) and no fragment', () => {
    expect(shareablePageUrl('https://demo.example/resources?resumeJourneyToken=abc#top')).toBe(
      'https://demo.example/resources',
    );
  });

  it('builds a mailto with an encoded subject and a body ending with the page address', () => {
    const href = mailtoShareUrl(page.subject, page.body, page.url);
    expect(href).toBe(
      'mailto:?subject=Estudios%3A%20%C2%BFqu%C3%A9%20preguntar%3F&body=Mire%20esta%20gu%C3%ADa%3A%0A%0Ahttps%3A%2F%2Fdemo.example%2Fes%2Fresources',
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe(page.subject);
    expect(params.get('body')).toBe(`${page.body}\n\n${page.url}`);
  });

  it('without a body the mail is the address alone', () => {
    expect(mailtoShareUrl('Hi', '', 'https://x.example/a')).toBe(
      'mailto:?subject=Hi&body=https%3A%2F%2Fx.example%2Fa',
    );
  });

  it('gives each medium its share page with the encoded address', () => {
    const encoded = encodeURIComponent(page.url);
    expect(shareUrl('Email', page)).toMatch(/^mailto:\?subject=/);
    expect(shareUrl('Facebook', page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(shareUrl('LinkedIn', page)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    const x = new URL(shareUrl('X', page));
    expect(x.origin).toBe('https://twitter.com');
    expect(x.searchParams.get('url')).toBe(page.url);
    expect(x.searchParams.get('text')).toBe('Recursos & guías');
  });
});
