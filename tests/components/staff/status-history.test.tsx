import { render, screen, within } from '@testing-library/react';
import { StatusHistory } from '../../../src/features/staff/referrals/components/referral-sections';
import type { StatusEvent } from '../../../src/shared/contracts/staff-referrals';

/*
 * The status history says in words what each change recorded: who, when, and the attempt, the
 * appointment's day (the day typed, whatever the reader's time zone), the reason or the way the
 * participant withdrew.
 */

const at = '2026-11-29T09:30:00.000Z';
const event = (
  status: StatusEvent['status'],
  details: Record<string, unknown>,
  actor: string | null,
): StatusEvent => ({ status, details, actor, occurredAt: at }) as StatusEvent;

const HISTORY: StatusEvent[] = [
  event('Viewed', { automatic: true }, 'Sam Site'),
  event('Contacted', { attempt: 2, note: 'Left a voicemail' }, 'Sam Site'),
  event('Scheduled', { date: '2030-04-02' }, 'Sam Site'),
  event('Screen-failed', { reason: 'Outside the age range' }, 'Sam Site'),
  event('Withdrawn', { via: 'link' }, null),
];

function detailCells(): string[] {
  const table = screen.getByRole('table', { name: /history|historial/i });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent ?? '');
}

describe('StatusHistory', () => {
  it('puts what each change recorded in words', () => {
    render(<StatusHistory locale="en" history={HISTORY} />);
    expect(detailCells()).toEqual([
      'Opened for the first time',
      'Attempt 2; Note: Left a voicemail',
      'Appointment on Apr 2, 2030',
      'Reason: Outside the age range',
      'Through the withdrawal link',
    ]);
    expect(screen.getByText('The participant')).toBeInTheDocument();
  });

  it('says it in Spanish too', () => {
    render(<StatusHistory locale="es" history={HISTORY} />);
    expect(detailCells()[1]).toBe('Intento 2; Nota: Left a voicemail');
    expect(detailCells()[2]).toMatch(/^Cita el 2 abr 2030$/);
  });
});
