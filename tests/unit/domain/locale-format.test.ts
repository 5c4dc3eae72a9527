import {
  formatCalendarDate,
  formatDateTime,
  formatLongDate,
  formatMiles,
  formatNumber,
  formatTime,
  intlLocale,
} from '../../../src/shared/domain/locale-format';
import { formatPublishDate } from '../../../src/shared/domain/cards/publish-date';
import { localizeAppointment, parseAppointment } from '../../../src/shared/domain/sites/appointment';
import { formatDistance as formatSiteDistance } from '../../../src/shared/domain/sites/distance';
import { formatDistance as formatTrialDistance } from '../../../src/shared/domain/trials/trial-badges';

/*
 * The page language decides every date, time, distance and count. Spanish is US
 * Spanish, es-US: Spanish dates and 12-hour "p.m." times, and US digits (1,234.5) like every
 * other number around a US participant; plain 'es' would write 1234,5 and 15:42.
 */

const NOV_25_2026_1542_UTC = Date.UTC(2026, 10, 25, 15, 42);

describe('locale-format', () => {
  it('formats with en-US for English and es-US for Spanish', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('es')).toBe('es-US');
  });

  it('writes numbers with US digits in both languages', () => {
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatNumber(1234.5, 'es', 1)).toBe('1,234.5');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'es')).toBe('12,345');
    // Not the European Spanish "1234,5", which a US reader can misread.
    expect(formatNumber(1234.5, 'es', 1)).not.toBe(new Intl.NumberFormat('es').format(1234.5));
  });

  it('writes a distance with one decimal and its unit', () => {
    expect(formatMiles(0.44, 'mi', 'en')).toBe('0.4 mi');
    expect(formatMiles(1234.56, 'millas', 'es')).toBe('1,234.6 millas');
    expect(formatMiles(-3, 'miles', 'en')).toBe('3.0 miles');
    expect(formatSiteDistance(1234.5, 'mi', 'es')).toBe('1,234.5 mi');
    expect(formatSiteDistance(null, 'mi', 'es')).toBe('');
    expect(formatTrialDistance(2500, 'millas', 'es')).toBe('2,500.0 millas');
    expect(formatTrialDistance(undefined, 'millas', 'es')).toBe('—');
  });

  it('writes dates in the language: "November 25, 2026" and "25 de noviembre de 2026"', () => {
    expect(formatLongDate(NOV_25_2026_1542_UTC, 'en', { timeZone: 'UTC' })).toBe('November 25, 2026');
    expect(formatLongDate(NOV_25_2026_1542_UTC, 'es', { timeZone: 'UTC' })).toBe('25 de noviembre de 2026');
    expect(formatLongDate(NOV_25_2026_1542_UTC, 'en', { timeZone: 'UTC', weekday: true })).toBe(
      'Wednesday, November 25, 2026',
    );
    expect(formatLongDate(NOV_25_2026_1542_UTC, 'es', { timeZone: 'UTC', weekday: true })).toBe(
      'miércoles, 25 de noviembre de 2026',
    );
  });

  it('reads a calendar date as the date written, whatever the device zone', () => {
    expect(formatCalendarDate('2027-12-31', 'en')).toBe('December 31, 2027');
    expect(formatCalendarDate('2027-12-31', 'es')).toBe('31 de diciembre de 2027');
    expect(formatCalendarDate('2026-01-01T23:30:00-08:00', 'es')).toBe('1 de enero de 2026');
    expect(formatCalendarDate('2026-02-30', 'es')).toBe('');
    expect(formatCalendarDate('soon', 'en')).toBe('');
  });

  it('writes times on a 12-hour clock, "PM" in English and "p.m." in Spanish, with plain spaces', () => {
    // ICU versions differ only in the dots and the space of "p.m." ("p. m."), and in "nov." / "nov".
    expect(formatTime(NOV_25_2026_1542_UTC, 'en', 'UTC')).toBe('3:42 PM');
    expect(formatTime(NOV_25_2026_1542_UTC, 'es', 'UTC')).toMatch(/^3:42 p\. ?m\.$/);
    expect(formatDateTime(NOV_25_2026_1542_UTC, 'en', 'UTC')).toBe('Nov 25, 2026, 3:42 PM');
    expect(formatDateTime(NOV_25_2026_1542_UTC, 'es', 'UTC')).toMatch(/^25 nov\.? 2026, 3:42 p\. ?m\.$/);
    // Never the 24-hour clock plain 'es' would use.
    expect(formatTime(NOV_25_2026_1542_UTC, 'es', 'UTC')).not.toContain('15:42');
  });

  it('writes an article date "DD MMMM yyyy", in Spanish with "de"', () => {
    expect(formatPublishDate('2026-11-25', 'en')).toBe('25 November 2026');
    expect(formatPublishDate('2026-11-25', 'es')).toBe('25 de noviembre de 2026');
  });
});

describe('localizeAppointment', () => {
  const stored = parseAppointment('Tuesday, December 1, 2026, Morning, 10:00 AM');

  it('shows the stored en-US appointment in Spanish on a Spanish page', () => {
    expect(stored && localizeAppointment(stored, 'es')).toEqual({
      date: 'martes, 1 de diciembre de 2026',
      dayPart: 'Mañana',
      time: expect.stringMatching(/^10:00 a\. ?m\.$/),
    });
  });

  it('leaves it as it is in English', () => {
    expect(stored && localizeAppointment(stored, 'en')).toEqual({
      date: 'Tuesday, December 1, 2026',
      dayPart: 'Morning',
      time: '10:00 AM',
    });
  });

  it('converts afternoon times and dates without a weekday', () => {
    expect(
      localizeAppointment({ date: 'March 5, 2027', dayPart: 'Afternoon', time: '2:30 PM' }, 'es'),
    ).toEqual({
      date: '5 de marzo de 2027',
      dayPart: 'Tarde',
      time: expect.stringMatching(/^2:30 p\. ?m\.$/),
    });
  });

  it('keeps what it cannot read', () => {
    const odd = { date: '12/01/2026', dayPart: 'Whenever', time: 'noon' };
    expect(localizeAppointment(odd, 'es')).toEqual(odd);
  });
});
