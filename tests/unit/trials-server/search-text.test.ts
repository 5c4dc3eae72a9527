import {
  containsPattern,
  normalizeText,
  prefixTsquery,
  searchWords,
} from '../../../src/server/trials/search-text';
import { boundingBox } from '../../../src/server/trials/trial-distance-page';
import { milesFromSquaredChord, unitPoint } from '../../../src/server/trials/trial-geometry';
import { suggestionRank } from '../../../src/server/trials/trial-suggestions';

describe('trial search text', () => {
  it('lower-cases, drops accents and collapses whitespace', () => {
    expect(normalizeText('  Migraña   ÁRTRITIS\tReumatoide ')).toBe('migrana artritis reumatoide');
  });

  it('splits words on anything but letters and digits, once each', () => {
    expect(searchWords("Alzheimer's disease, type-2 DIABETES; type 2")).toEqual([
      'alzheimer',
      's',
      'disease',
      'type',
      '2',
      'diabetes',
    ]);
  });

  it('folds ASCII and Latin-1 text as the general Unicode fold does (every character and pair)', () => {
    // The general fold, which the shorter paths for ASCII and Latin-1 text must agree with.
    const generalFold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .normalize('NFC');
    const generalWords = (text: string) => [...new Set(generalFold(text).match(/[\p{L}\p{N}]+/gu) ?? [])];
    const latin1 = Array.from({ length: 256 }, (_, code) => String.fromCharCode(code));
    const texts = [
      ...latin1,
      ...latin1.flatMap((a) => latin1.map((b) => a + b)),
      "A Study of NBT-4821 for Alzheimer's Disease in Adults Aged 50 to 85",
      'Estudio de fase 3 de HLX-1205 para la Insuficiencia Cardíaca en personas de 40 a 75 años',
      'ÀÉÎÕÜ Ñandú ÆØÅ ß ÿ ½ µ',
    ];
    const differing = texts.filter(
      (text) =>
        searchWords(text).join(' ') !== generalWords(text).join(' ') ||
        normalizeText(text) !== generalFold(text).trim().replace(/\s+/g, ' '),
    );
    expect(texts.length).toBeGreaterThan(65_000);
    expect(differing).toEqual([]);
  });

  it('makes a prefix tsquery of every word, with nothing of the tsquery syntax getting through', () => {
    expect(prefixTsquery('Type 2 diab')).toBe("'type':* & '2':* & 'diab':*");
    expect(prefixTsquery("o'brien & !x | (y):*")).toBe("'o':* & 'brien':* & 'x':* & 'y':*");
    expect(prefixTsquery('  !&|  ')).toBeNull();
  });

  it('escapes LIKE wildcards in a contains pattern', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('ranks suggestions: name start, word start, inside a word', () => {
    expect(suggestionRank('osteoporosis', 'osteo')).toBe(0);
    expect(suggestionRank('knee osteoarthritis', 'osteo')).toBe(1);
    expect(suggestionRank('fatty liver disease (nash)', 'nash')).toBe(1);
    expect(suggestionRank('migraine', 'grain')).toBe(2);
    expect(suggestionRank('a.b', '.')).toBe(2);
  });
});

describe('trial distances from unit-sphere chords', () => {
  const haversine = (lat1: number, lon1: number, lat2: number, lon2: number) => {
    const rad = Math.PI / 180;
    const a =
      Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
      Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
    return 2 * 3958.8 * Math.asin(Math.sqrt(a));
  };
  const chordMiles = (lat1: number, lon1: number, lat2: number, lon2: number) => {
    const a = unitPoint(lat1, lon1);
    const b = unitPoint(lat2, lon2);
    return milesFromSquaredChord((a.x - b.x) ** 2 + (a.y - b.y) ** 2 + (a.z - b.z) ** 2);
  };

  it.each([
    [41.8971, -87.6223, 40.7443, -73.9781],
    [41.8971, -87.6223, 41.8972, -87.6224],
    [21.3179, -157.8521, 61.206, -149.8101],
    [25.7864, -80.2042, 47.6564, -122.3048],
    [0, 0, 0, 180],
  ])('equals the haversine distance from (%f, %f) to (%f, %f)', (lat1, lon1, lat2, lon2) => {
    expect(chordMiles(lat1, lon1, lat2, lon2)).toBeCloseTo(haversine(lat1, lon1, lat2, lon2), 6);
  });

  it('is 0 for the same point', () => {
    expect(chordMiles(40, -75, 40, -75)).toBe(0);
  });
});

describe('the bounding box of a radius', () => {
  const haversine = (lat1: number, lon1: number, lat2: number, lon2: number) => {
    const rad = Math.PI / 180;
    const a =
      Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
      Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
    return 2 * 3958.8 * Math.asin(Math.sqrt(a));
  };

  it.each([
    [41.8971, -87.6223, 25],
    [61.206, -149.8101, 400],
    [21.3179, -157.8521, 1600],
    [47.6564, -122.3048, 100],
  ])('around (%f, %f) holds every point within %f miles', (latitude, longitude, miles) => {
    const box = boundingBox({ latitude, longitude }, miles);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // A point just inside the circle, by walking `miles` along the bearing.
      const d = (miles * 0.999) / 3958.8;
      const lat1 = (latitude * Math.PI) / 180;
      const b = (bearing * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lon2 =
        (longitude * Math.PI) / 180 +
        Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const point = { lat: (lat2 * 180) / Math.PI, lon: (lon2 * 180) / Math.PI };
      expect(haversine(latitude, longitude, point.lat, point.lon)).toBeLessThan(miles);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      if (box.lon) {
        expect(point.lon).toBeGreaterThanOrEqual(box.lon.min);
        expect(point.lon).toBeLessThanOrEqual(box.lon.max);
      }
    }
  });

  it('gives up the longitude bound near a pole or across the date line', () => {
    expect(boundingBox({ latitude: 89, longitude: 0 }, 200).lon).toBeNull();
    expect(boundingBox({ latitude: 51, longitude: 179.5 }, 100).lon).toBeNull();
  });
});
