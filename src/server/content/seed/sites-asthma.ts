import { physicalSite, virtualSite, type SiteBase } from './site-builder';

/*
 * Journey 02 (asthma-study, AST-204 in person, AST-205 virtual, AST-206 no site). The sponsor asks
 * key-information consent and has no life-link setting.
 */
const site = (
  code: string,
  place: Parameters<typeof physicalSite>[3],
  options: Parameters<typeof physicalSite>[4],
) => physicalSite('asthma-study', 'AST-204', code, place, options);

export const asthmaSites: SiteBase[] = [
  site(
    'AST-204-001',
    {
      name: 'Bayview Lung and Allergy Research',
      address: '2100 Mission Street',
      city: 'San Francisco',
      state: 'CA',
      zip: '94110',
      latitude: 37.7621,
      longitude: -122.4194,
    },
    { tier: 1, radius: 50, piName: 'Dr. Ana Torres, MD', isHumanAPIEnabled: true },
  ),
  site(
    'AST-204-002',
    {
      name: 'Gulf Coast Respiratory Research',
      address: '6550 Fannin Street',
      city: 'Houston',
      state: 'TX',
      zip: '77030',
      latitude: 29.7079,
      longitude: -95.4011,
    },
    {
      tier: 1,
      radius: 60,
      piName: 'Dr. James Okafor',
      isLifeLinkEnabled: true,
      isSiteKiElementsEnabled: true,
      isProtocalKiElementsEnabled: true,
    },
  ),
  virtualSite('asthma-study', 'AST-205', 'AST-205-VIRTUAL', 'Asthma Control Study Virtual Site', {
    piName: 'Dr. Ana Torres, MD',
    allowSms: true,
    isHumanAPIEnabled: true,
  }),
  site(
    'AST-204-003',
    {
      name: 'Windy City Allergy and Asthma',
      address: '1725 West Harrison Street',
      city: 'Chicago',
      state: 'IL',
      zip: '60612',
      latitude: 41.8743,
      longitude: -87.671,
    },
    { tier: 1, radius: 40, piName: 'Dr. Paul Novak', isHybridSite: true },
  ),
  site(
    'AST-204-004',
    {
      name: 'Rocky Mountain Breathing Center',
      address: '1400 Jackson Street',
      city: 'Denver',
      state: 'CO',
      zip: '80206',
      latitude: 39.7388,
      longitude: -104.9414,
    },
    { tier: 2, radius: 70, piName: 'Dr. Lena Frost' },
  ),
  site(
    'AST-204-005',
    {
      name: 'Emerald City Respiratory Research',
      address: '1100 Ninth Avenue',
      city: 'Seattle',
      state: 'WA',
      zip: '98101',
      latitude: 47.6101,
      longitude: -122.3344,
    },
    { tier: 1, radius: 50, piName: 'Dr. Kai Nakamura', siteStatus: 'Not Yet Enrolling', notYetEnroll: true },
  ),
  site(
    'AST-204-006',
    {
      name: 'Peachtree Pulmonary Associates',
      address: '550 Peachtree Street NE',
      city: 'Atlanta',
      state: 'GA',
      zip: '30308',
      latitude: 33.768,
      longitude: -84.3853,
    },
    { tier: 2, radius: 50, piName: 'Dr. Tia Brooks', showEnrollSoon: true },
  ),
  site(
    'AST-204-007',
    {
      name: 'Hudson Lung Research',
      address: '424 West 33rd Street',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      latitude: 40.7506,
      longitude: -73.9972,
    },
    { tier: 1, radius: 30, piName: 'Dr. Eli Stein', siteDirectedSchedule: true, isLifeLinkEnabled: true },
  ),
  site(
    'AST-204-008',
    {
      name: 'Sunshine Allergy Research',
      address: '1611 NW 12th Avenue',
      city: 'Miami',
      state: 'FL',
      zip: '33136',
      latitude: 25.7906,
      longitude: -80.2125,
    },
    { tier: 1, radius: 40, piName: 'Dr. Rosa Vega', isHoldscheduling: true },
  ),
  site(
    'AST-204-009',
    {
      name: 'Back Bay Asthma Clinic',
      address: '75 Francis Street',
      city: 'Boston',
      state: 'MA',
      zip: '02115',
      latitude: 42.3359,
      longitude: -71.1072,
    },
    { tier: 2, radius: 40, piName: 'Dr. Hugh Dalton' },
  ),
];
