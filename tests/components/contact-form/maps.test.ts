import { autocompleteCountries } from '../../../src/lib/maps/autocomplete-countries';
import { locateVisitor } from '../../../src/lib/maps/geolocation';
import { placeAddressOf } from '../../../src/lib/maps/google-place-address';
import { chooseMapsBackend } from '../../../src/lib/maps/maps-adapter';
import { loadZipLookup } from '../../../src/lib/maps/zip-lookup';

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;

describe('maps adapter helpers', () => {
  it('uses Google only with a key and a network', () => {
    expect(chooseMapsBackend({ apiKey: 'k', online: true })).toBe('google');
    expect(chooseMapsBackend({ apiKey: 'k', online: false })).toBe('zip-table');
    expect(chooseMapsBackend({ apiKey: '', online: true })).toBe('zip-table');
    expect(chooseMapsBackend({ apiKey: undefined, online: true })).toBe('zip-table');
  });

  it('limits autocomplete to the site country plus US territories, at most five', () => {
    expect(autocompleteCountries('US')).toEqual(['us', 'pr', 'vi', 'gu', 'mp']);
    expect(autocompleteCountries('CA')).toEqual(['ca']);
  });

  it('reads the address components of a place', () => {
    expect(
      placeAddressOf([
        { long_name: '233', short_name: '233', types: ['street_number'] },
        { long_name: 'South Wacker Drive', short_name: 'S Wacker Dr', types: ['route'] },
        { long_name: 'Chicago', short_name: 'Chicago', types: ['locality', 'political'] },
        { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1'] },
        { long_name: '60606', short_name: '60606', types: ['postal_code'] },
      ]),
    ).toEqual({ address: '233 South Wacker Drive', city: 'Chicago', state: 'IL', zip: '60606' });
  });

  it('geolocation: the failure kinds and a located address', async () => {
    const reverseGeocode = jest.fn(async () => ({ address: '', city: 'Chicago', state: 'IL', zip: '60606' }));
    expect(await locateVisitor({ geolocation: undefined, reverseGeocode })).toEqual({
      ok: false,
      failure: 'unavailable',
    });
    const denied = {
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    };
    expect(await locateVisitor({ geolocation: denied, reverseGeocode })).toEqual({
      ok: false,
      failure: 'error',
      reason: 'User denied Geolocation',
    });
    const here = { getCurrentPosition: (ok: PositionCallback) => ok(position(41.88, -87.63)) };
    expect(await locateVisitor({ geolocation: here, reverseGeocode: async () => null })).toEqual({
      ok: false,
      failure: 'geocoding-failed',
    });
    expect(await locateVisitor({ geolocation: here, reverseGeocode })).toEqual({
      ok: true,
      location: { latitude: 41.88, longitude: -87.63, state: 'IL', city: 'Chicago', zipcode: '60606' },
    });
  });

  it('loads the zip table lazily and looks zips up', async () => {
    const lookUp = await loadZipLookup();
    expect(lookUp('60611')).toEqual({ city: 'Chicago', state: 'IL' });
    expect(lookUp('abc')).toBeNull();
  });
});
