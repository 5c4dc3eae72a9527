import type { ZipRecord } from 'zipcodes';
import { codes } from 'zipcodes/lib/codes.js';
import { lookUpZip, zipPoint } from '../../../src/shared/domain/contact-form/zip-table';
import { distanceMiles } from '../../../src/shared/domain/sites/distance';

/** Every US zip of the package the table is built from (military mail has no place). */
function packageZips(): ZipRecord[] {
  return Object.values(codes).filter(
    (record) => /^\d{5}$/.test(record.zip) && !['AA', 'AE', 'AP'].includes(record.state),
  );
}

describe('the offline zip table against the full zipcodes package', () => {
  const zips = packageZips();

  it("knows the state of every zip, and never names a city that is not the zip's own", () => {
    const wrong: string[] = [];
    let named = 0;
    for (const record of zips) {
      const place = lookUpZip(record.zip);
      if (!place || place.state !== record.state) wrong.push(`${record.zip}: ${JSON.stringify(place)}`);
      else if (place.city !== '') {
        named += 1;
        if (place.city !== record.city) wrong.push(`${record.zip}: ${place.city}, not ${record.city}`);
      }
    }
    expect(wrong).toEqual([]);
    // The main cities' zips: about a quarter of all zips, and most of the people.
    expect(named / zips.length).toBeGreaterThan(0.2);
  });

  it('places any zip near where it is: half within 20 miles, nine in ten within 50', () => {
    const miles = zips.map((record) => distanceMiles(zipPoint(record.zip)!, record)).sort((a, b) => a - b);
    expect(miles.every(Number.isFinite)).toBe(true);
    expect(miles[Math.floor(miles.length * 0.5)]).toBeLessThan(20);
    expect(miles[Math.floor(miles.length * 0.9)]).toBeLessThan(50);
  });

  it.each([
    ['60611', 41.9, -87.6],
    ['10001', 40.8, -73.9],
    ['96799', -14.3, -170.7],
    ['96950', 15.2, 145.8],
  ])('%s is at about %d, %d', (zip, latitude, longitude) => {
    const point = zipPoint(zip)!;
    expect(distanceMiles(point, { latitude, longitude })).toBeLessThan(30);
  });

  it.each(['', '6061', '09001', '34001', '96201', '00001'])('has no point for %s', (zip) => {
    expect(zipPoint(zip)).toBeNull();
  });

  it('accepts ZIP+4 for the point too', () => {
    expect(zipPoint('60611-1234')).toEqual(zipPoint('60611'));
  });
});
