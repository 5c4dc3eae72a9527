import { parseAppointment } from '../../../src/shared/domain/sites/appointment';

describe('parseAppointment ("date, day part, time")', () => {
  it.each([
    [
      'Tuesday, December 1, 2026, Morning, 10:00 AM',
      { date: 'Tuesday, December 1, 2026', dayPart: 'Morning', time: '10:00 AM' },
    ],
    ['12/01/2026, Afternoon, 2:30 PM', { date: '12/01/2026', dayPart: 'Afternoon', time: '2:30 PM' }],
    ['  Monday ,Evening,  6:00 PM ', { date: 'Monday', dayPart: 'Evening', time: '6:00 PM' }],
    ['', null],
    [null, null],
    [undefined, null],
    ['Tuesday, 10:00 AM', null],
    [', , ,', null],
  ])('%p → %p', (text, expected) => {
    expect(parseAppointment(text)).toEqual(expected);
  });
});
