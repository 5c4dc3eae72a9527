import { cardListColumnsAt, cardListColumnSize } from '../../../src/shared/domain/cards/card-list-columns';
import { formatPublishDate, parseCalendarDate } from '../../../src/shared/domain/cards/publish-date';
import { questionnaireStatusKind, studyPathOf } from '../../../src/shared/domain/cards/questionnaire-status';
import { displayPhone, telLinkOf } from '../../../src/shared/domain/cards/contact-links';
import { siteAddressLines, siteMapLink } from '../../../src/shared/domain/cards/site-map-link';

describe('publish date (DD MMMM yyyy)', () => {
  it('formats in English and Spanish with a two-digit day', () => {
    expect(formatPublishDate('2026-03-05', 'en')).toBe('05 March 2026');
    expect(formatPublishDate('2026-03-05', 'es')).toBe('05 de marzo de 2026');
    expect(formatPublishDate('2025-12-31', 'en')).toBe('31 December 2025');
    expect(formatPublishDate('2025-09-01', 'es')).toBe('01 de septiembre de 2025');
  });

  it('shows the calendar date of content whatever the time part or time zone', () => {
    expect(formatPublishDate('2026-01-01T23:30:00-08:00', 'en')).toBe('01 January 2026');
  });

  it('gives an empty text for impossible or unreadable dates', () => {
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(formatPublishDate('2026-02-30', 'en')).toBe('');
    expect(formatPublishDate('March 5', 'en')).toBe('');
    expect(formatPublishDate('2024-02-29', 'en')).toBe('29 February 2024');
  });
});

describe('card list columns (layout rules and limits)', () => {
  it('keeps 1 to 4 and falls back to 3 above 4, absent or unusable', () => {
    expect([1, 2, 3, 4].map(cardListColumnSize)).toEqual([1, 2, 3, 4]);
    expect(cardListColumnSize(5)).toBe(3);
    expect(cardListColumnSize(12)).toBe(3);
    expect(cardListColumnSize(undefined)).toBe(3);
    expect(cardListColumnSize(null)).toBe(3);
    expect(cardListColumnSize(0)).toBe(3);
    expect(cardListColumnSize(2.5)).toBe(3);
  });

  it('shows 1 on mobile, at most 2 on tablets and the column size on desktop', () => {
    expect(cardListColumnsAt(4, 390)).toBe(1);
    expect(cardListColumnsAt(4, 499)).toBe(1);
    expect(cardListColumnsAt(4, 500)).toBe(2);
    expect(cardListColumnsAt(1, 800)).toBe(1);
    expect(cardListColumnsAt(4, 1024)).toBe(2);
    expect(cardListColumnsAt(4, 1025)).toBe(4);
    expect(cardListColumnsAt(9, 1280)).toBe(3);
  });
});

describe('questionnaire status and study path', () => {
  it('knows matched and incomplete (any case); everything else is other', () => {
    expect(questionnaireStatusKind('matched')).toBe('matched');
    expect(questionnaireStatusKind(' Matched ')).toBe('matched');
    expect(questionnaireStatusKind('INCOMPLETE')).toBe('incomplete');
    expect(questionnaireStatusKind('notmatched')).toBe('other');
    expect(questionnaireStatusKind('completed')).toBe('other');
  });

  it('links to /{studyLink}', () => {
    expect(studyPathOf('migraine-study')).toBe('/migraine-study');
    expect(studyPathOf('//asthma-study')).toBe('/asthma-study');
  });
});

describe('site links', () => {
  const site = {
    siteName: 'Clinic',
    siteAddress: '1 Main St',
    siteCity: 'Austin',
    siteState: 'TX',
    siteZipCode: '78701',
  };

  it('builds the address lines, leaving blanks out', () => {
    expect(siteAddressLines(site)).toEqual(['1 Main St', 'Austin, TX 78701']);
    expect(siteAddressLines({ siteName: 'x', siteCity: 'Austin' })).toEqual(['Austin']);
  });

  it('maps by coordinates when known, else by address', () => {
    expect(siteMapLink({ ...site, siteLatitude: 30.5, siteLongitude: -97.25 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=30.500000%2C-97.250000',
    );
    expect(siteMapLink(site)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Clinic, 1 Main St, Austin, TX 78701')}`,
    );
  });

  it('turns a phone into a tel: link, or none', () => {
    expect(telLinkOf('(312) 555-0142')).toBe('tel:3125550142');
    expect(telLinkOf('+1 312 555 0142')).toBe('tel:+13125550142');
    expect(telLinkOf('')).toBeNull();
    expect(telLinkOf(undefined)).toBeNull();
    expect(telLinkOf('n/a')).toBeNull();
    expect(displayPhone('8005550100')).toBe('(800) 555-0100');
    expect(displayPhone('+1 800 555 0100')).toBe('(800) 555-0100');
    expect(displayPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });
});
