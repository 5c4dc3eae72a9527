import { directionsUrlOf, mapsPlatformOf, siteAddressOf } from '../../../src/shared/domain/sites/directions';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const site = {
  siteAddress: '680 N Lake Shore Dr',
  siteCity: 'Chicago',
  siteState: 'IL',
  siteZipCode: '60611',
  siteCountry: 'US',
};
const address = '680 N Lake Shore Dr, Chicago, IL 60611, US';

describe('directions: the platform', () => {
  it.each([
    [PIXEL, 'android'],
    [IPHONE, 'apple'],
    [IPAD_AS_MAC, 'apple'],
    [WINDOWS, 'other'],
    [LINUX, 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (userAgent, platform) => {
    expect(mapsPlatformOf(userAgent)).toBe(platform);
  });
});

describe('directions: the address line', () => {
  it('joins street, city, state and zip, and country', () => {
    expect(siteAddressOf(site)).toBe(address);
  });

  it('leaves out what is missing, without stray commas', () => {
    expect(siteAddressOf({ ...site, siteAddress: ' ', siteZipCode: '', siteCountry: undefined })).toBe(
      'Chicago, IL',
    );
    expect(siteAddressOf({ siteAddress: '', siteCity: '', siteState: '', siteZipCode: '' })).toBe('');
  });
});

describe('directions: the URL', () => {
  const target = { address, latitude: 41.8947, longitude: -87.6195 };

  it('Android: a geo: URI searching the address', () => {
    const url = directionsUrlOf(target, 'android');
    expect(url).toBe(`geo:0,0?q=${encodeURIComponent(address)}`);
    expect(decodeURIComponent(url!.slice('geo:0,0?q='.length))).toBe(address);
  });

  it('Apple: Apple Maps with the address as the destination', () => {
    const url = new URL(directionsUrlOf(target, 'apple')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://maps.apple.com/');
    expect(url.searchParams.get('daddr')).toBe(address);
    expect([...url.searchParams.keys()]).toEqual(['daddr']);
  });

  it('elsewhere: the Google Maps directions URL', () => {
    const url = new URL(directionsUrlOf(target, 'other')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(address);
    // Only the destination: no origin, so nothing about the person travels in the link.
    expect(url.searchParams.has('origin')).toBe(false);
  });

  it('encodes what would break the query (#, &)', () => {
    const odd = { address: 'Suite #4 & 5, 1 Main St, Springfield, IL' };
    expect(new URL(directionsUrlOf(odd, 'other')!).searchParams.get('destination')).toBe(odd.address);
    expect(new URL(directionsUrlOf(odd, 'apple')!).searchParams.get('daddr')).toBe(odd.address);
    expect(directionsUrlOf(odd, 'android')).not.toMatch(/[#&]/);
  });

  it('falls back to the coordinates when there is no address', () => {
    const point = { address: ' ', latitude: 41.8947, longitude: -87.6195 };
    expect(directionsUrlOf(point, 'android')).toBe('geo:41.894700,-87.619500?q=41.894700%2C-87.619500');
    expect(new URL(directionsUrlOf(point, 'apple')!).searchParams.get('daddr')).toBe('41.894700,-87.619500');
    expect(new URL(directionsUrlOf(point, 'other')!).searchParams.get('destination')).toBe(
      '41.894700,-87.619500',
    );
  });

  it('is null with neither an address nor real coordinates', () => {
    expect(directionsUrlOf({ address: '' }, 'other')).toBeNull();
    expect(directionsUrlOf({ address: '', latitude: 0, longitude: 0 }, 'apple')).toBeNull();
    expect(directionsUrlOf({ address: '', latitude: Number.NaN, longitude: 1 }, 'android')).toBeNull();
  });
});
