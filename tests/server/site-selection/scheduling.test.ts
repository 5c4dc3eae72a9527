import {
  formatAppointment,
  proposeAppointment,
  tentativeSlotDate,
} from '../../../src/server/site-selection/scheduling';

describe('the local scheduling adapter', () => {
  it.each([
    ['Monday → Wednesday', '2026-11-30T09:00:00Z', 'Wednesday, December 2, 2026'],
    ['Thursday → Monday', '2026-12-03T23:59:00Z', 'Monday, December 7, 2026'],
    ['Friday → Tuesday', '2026-11-27T12:00:00Z', 'Tuesday, December 1, 2026'],
    ['Saturday → Tuesday', '2026-11-28T12:00:00Z', 'Tuesday, December 1, 2026'],
  ])('%s', (_name, now, date) => {
    expect(formatAppointment(tentativeSlotDate(new Date(now)))).toBe(`${date}, Morning, 10:00 AM`);
  });

  it.each([
    ['a site we schedule for: a request', {}, 'Requested', 'Tuesday, December 1, 2026, Morning, 10:00 AM'],
    ['a site-directed site books itself', { siteDirectedSchedule: true }, 'SiteDirected', ''],
    ['a site holding scheduling takes no request', { isHoldscheduling: true }, 'NotInitiated', ''],
  ])('%s', (_name, flags, status, dateTime) => {
    const site = { siteDirectedSchedule: false, isHoldscheduling: false, ...flags };
    expect(proposeAppointment(site, new Date('2026-11-27T12:00:00Z'))).toEqual({ status, dateTime });
  });
});
