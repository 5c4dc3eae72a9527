import { physicalSite, type SiteBase } from './site-builder';

/*
 * Journey 01 (migraine-study, MIG-301). From zip 60611 (Chicago): three tier-1 sites in reach
 * (001 plain, 004 life-link + key-information elements, 005 site-directed scheduling), Rockford
 * (tier 1 in content, but beyond its 25-mile radius: tier 2) and the far sites as tier 2.
 * From zip 55401 (Minneapolis): tier-2 sites only.
 */
const site = (
  code: string,
  place: Parameters<typeof physicalSite>[3],
  options: Parameters<typeof physicalSite>[4],
) => physicalSite('migraine-study', 'MIG-301', code, place, options);

export const migraineSites: SiteBase[] = [
  site(
    'MIG-301-001',
    {
      name: 'Lakeside Neurology Research Center',
      address: '1200 Lakeshore Avenue, Suite 300',
      city: 'Chicago',
      state: 'IL',
      zip: '60611',
      latitude: 41.8925,
      longitude: -87.6194,
    },
    {
      tier: 1,
      radius: 50,
      piName: 'Dr. Maya Patel, MD',
      isHumanAPIEnabled: true,
      webUrl: 'https://example.org/lakeside-neurology',
    },
  ),
  site(
    'MIG-301-004',
    {
      name: 'Northshore Headache Clinic',
      address: '900 Sheridan Road',
      city: 'Evanston',
      state: 'IL',
      zip: '60201',
      latitude: 42.0451,
      longitude: -87.6877,
    },
    {
      tier: 1,
      radius: 40,
      piName: 'Dr. Samuel Reed, DO',
      isLifeLinkEnabled: true,
      isSiteKiElementsEnabled: true,
      isProtocalKiElementsEnabled: true,
      isHumanAPIEnabled: true,
    },
  ),
  site(
    'MIG-301-005',
    {
      name: 'Oak Brook Neuroscience Institute',
      address: '2000 Spring Road',
      city: 'Oak Brook',
      state: 'IL',
      zip: '60523',
      latitude: 41.8398,
      longitude: -87.9537,
    },
    { tier: 1, radius: 30, piName: 'Dr. Irene Walsh', isLifeLinkEnabled: true, siteDirectedSchedule: true },
  ),
  site(
    'MIG-301-006',
    {
      name: 'Rock River Clinical Research',
      address: '5500 East State Street',
      city: 'Rockford',
      state: 'IL',
      zip: '61108',
      latitude: 42.2655,
      longitude: -88.9985,
    },
    { tier: 1, radius: 25, piName: 'Dr. Owen Fisher', showEnrollSoon: true },
  ),
  site(
    'MIG-301-002',
    {
      name: 'Desert Sky Clinical Research',
      address: '450 West Camelback Road',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85013',
      latitude: 33.5097,
      longitude: -112.0789,
    },
    { tier: 1, radius: 60, piName: 'Dr. Luis Romero' },
  ),
  site(
    'MIG-301-007',
    {
      name: 'Valley Neurology Partners',
      address: '120 North Center Street',
      city: 'Mesa',
      state: 'AZ',
      zip: '85201',
      latitude: 33.4152,
      longitude: -111.8315,
    },
    { tier: 2, radius: 50, piName: 'Dr. Carmen Ruiz', isHoldscheduling: true },
  ),
  site(
    'MIG-301-003',
    {
      name: 'Harbor Headache Institute',
      address: '88 Atlantic Avenue',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      latitude: 42.3601,
      longitude: -71.0512,
    },
    { tier: 2, radius: 40, piName: 'Dr. Grace Kim', siteStatus: 'Not Yet Enrolling', notYetEnroll: true },
  ),
  site(
    'MIG-301-008',
    {
      name: 'Twin Cities Migraine Research',
      address: '700 Nicollet Mall',
      city: 'Minneapolis',
      state: 'MN',
      zip: '55401',
      latitude: 44.9795,
      longitude: -93.2731,
    },
    { tier: 2, radius: 60, piName: 'Dr. Erik Lund, PhD' },
  ),
  site(
    'MIG-301-009',
    {
      name: 'Gateway Neurology Associates',
      address: '1 Memorial Drive',
      city: 'Saint Louis',
      state: 'MO',
      zip: '63101',
      latitude: 38.627,
      longitude: -90.1994,
    },
    { tier: 1, radius: 50, piName: 'Dr. Nora Baker', isHybridSite: true },
  ),
  site(
    'MIG-301-010',
    {
      name: 'Lone Star Headache Center',
      address: '2100 Ross Avenue',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      latitude: 32.7876,
      longitude: -96.7994,
    },
    {
      tier: 1,
      radius: 50,
      piName: 'Dr. Ray Castillo',
      isHybridSite: true,
      isHumanAPIEnabled: true,
      showEnrollSoon: true,
    },
  ),
];
