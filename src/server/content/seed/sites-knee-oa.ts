import { physicalSite, virtualSite, type SiteBase } from './site-builder';

/*
 * Journey 03 (knee-oa-study, KOA-310). The sponsor asks key-information consent and has its
 * life-link setting off. Includes a virtual site and a hold-scheduling site.
 */
const site = (
  code: string,
  place: Parameters<typeof physicalSite>[3],
  options: Parameters<typeof physicalSite>[4],
) => physicalSite('knee-oa-study', 'KOA-310', code, place, options);

export const kneeOaSites: SiteBase[] = [
  site(
    'KOA-310-001',
    {
      name: 'Piedmont Joint and Bone Research',
      address: '315 Peachtree Street NE',
      city: 'Atlanta',
      state: 'GA',
      zip: '30308',
      latitude: 33.7629,
      longitude: -84.3857,
    },
    {
      tier: 1,
      radius: 50,
      piName: 'Dr. Robert Hayes, MD',
      isHumanAPIEnabled: true,
      webUrl: 'https://example.org/piedmont-joint',
    },
  ),
  site(
    'KOA-310-002',
    {
      name: 'Front Range Orthopedic Research',
      address: '1601 East 19th Avenue',
      city: 'Denver',
      state: 'CO',
      zip: '80218',
      latitude: 39.7462,
      longitude: -104.9691,
    },
    { tier: 2, radius: 80, piName: 'Dr. Helen Brooks', isHybridSite: true },
  ),
  site(
    'KOA-310-003',
    {
      name: 'Near North Joint Research',
      address: '680 North Clark Street',
      city: 'Chicago',
      state: 'IL',
      zip: '60654',
      latitude: 41.8937,
      longitude: -87.6313,
    },
    {
      tier: 1,
      radius: 40,
      piName: 'Dr. Vera Olsen',
      isSiteKiElementsEnabled: true,
      isProtocalKiElementsEnabled: true,
      isHumanAPIEnabled: true,
    },
  ),
  site(
    'KOA-310-004',
    {
      name: 'Lakeview Orthopedic Studies',
      address: '3000 North Halsted Street',
      city: 'Chicago',
      state: 'IL',
      zip: '60657',
      latitude: 41.9363,
      longitude: -87.649,
    },
    { tier: 2, radius: 40, piName: 'Dr. Mark Ellis' },
  ),
  site(
    'KOA-310-005',
    {
      name: 'East Bay Knee Center',
      address: '350 Hawthorne Avenue',
      city: 'Oakland',
      state: 'CA',
      zip: '94609',
      latitude: 37.8224,
      longitude: -122.2606,
    },
    { tier: 1, radius: 50, piName: 'Dr. June Park', isLifeLinkEnabled: true },
  ),
  site(
    'KOA-310-006',
    {
      name: 'Music City Orthopedic Research',
      address: '2011 Church Street',
      city: 'Nashville',
      state: 'TN',
      zip: '37203',
      latitude: 36.153,
      longitude: -86.802,
    },
    { tier: 1, radius: 50, piName: 'Dr. Cole Turner', siteDirectedSchedule: true },
  ),
  site(
    'KOA-310-007',
    {
      name: 'Alamo Bone and Joint Research',
      address: '400 East Quincy Street',
      city: 'San Antonio',
      state: 'TX',
      zip: '78215',
      latitude: 29.4358,
      longitude: -98.488,
    },
    { tier: 1, radius: 50, piName: 'Dr. Luz Garza', siteStatus: 'Not Yet Enrolling', notYetEnroll: true },
  ),
  site(
    'KOA-310-008',
    {
      name: 'Queen City Knee Research',
      address: '1000 Blythe Boulevard',
      city: 'Charlotte',
      state: 'NC',
      zip: '28203',
      latitude: 35.2059,
      longitude: -80.838,
    },
    { tier: 2, radius: 50, piName: 'Dr. Amy Hart', showEnrollSoon: true },
  ),
  virtualSite('knee-oa-study', 'KOA-310', 'KOA-310-VIRTUAL', 'Knee Osteoarthritis Pain Study Virtual Site', {
    tier: 2,
    piName: 'Dr. Robert Hayes, MD',
    isHumanAPIEnabled: true,
  }),
  site(
    'KOA-310-010',
    {
      name: 'North Star Orthopedic Research',
      address: '800 East 28th Street',
      city: 'Minneapolis',
      state: 'MN',
      zip: '55407',
      latitude: 44.9528,
      longitude: -93.2617,
    },
    { tier: 2, radius: 50, piName: 'Dr. Ingrid Berg', isHoldscheduling: true },
  ),
];
