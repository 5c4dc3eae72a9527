import {
  mailtoOf,
  shareUrlOf,
  siteClipboardText,
  SHARE_MEDIA,
} from '../../../src/shared/domain/sites/share-links';

const message = {
  subject: 'My site & study',
  body: 'Lakeshore Clinic, (312) 555-0100',
  link: 'https://example.test/?a=1&b=2',
};

describe('share links (selected-site card)', () => {
  it('builds a mailto with the subject and the body followed by the link', () => {
    const url = new URL(mailtoOf(message));
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('My site & study');
    expect(url.searchParams.get('body')).toBe(
      'Lakeshore Clinic, (312) 555-0100\n\nhttps://example.test/?a=1&b=2',
    );
  });

  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php', 'u'],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/', 'url'],
    ['x', 'https://x.com/intent/tweet', 'url'],
  ] as const)('%s shares the link', (medium, base, param) => {
    const url = new URL(shareUrlOf(medium, message));
    expect(`${url.origin}${url.pathname}`).toBe(base);
    expect(url.searchParams.get(param)).toBe(message.link);
  });

  it('whatsapp carries the body and the link in its text', () => {
    const url = new URL(shareUrlOf('whatsapp', message));
    expect(url.searchParams.get('text')).toBe(`${message.body} ${message.link}`);
  });

  it('has a URL for every medium', () => {
    for (const medium of SHARE_MEDIA) expect(shareUrlOf(medium, message)).toMatch(/^(mailto:|https:)/);
  });

  it('copies name, address lines and phone, skipping empty parts', () => {
    const site = {
      siteName: 'Lakeshore Clinic',
      siteAddress: '100 E Ontario St',
      siteCity: 'Chicago',
      siteState: 'IL',
      siteZipCode: '60611',
      contactPhoneNumber: '(312) 555-0100',
    };
    expect(siteClipboardText(site)).toBe(
      'Lakeshore Clinic\n100 E Ontario St\nChicago, IL 60611\n(312) 555-0100',
    );
    expect(siteClipboardText({ ...site, siteAddress: '', contactPhoneNumber: '', siteCity: '' })).toBe(
      'Lakeshore Clinic\nIL 60611',
    );
  });
});
