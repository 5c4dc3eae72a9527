import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../src/lib/api-client';
import { StatusForm } from '../../../src/features/staff/referrals/components/status-form';
import type { StatusChange } from '../../../src/shared/contracts/staff-referrals';

/*
 * The status form asks for what each status needs (a date for Scheduled, a reason for
 * Screen-failed), says what is missing before sending, and says why the server refused.
 */

function renderForm(
  onSubmit: (change: StatusChange) => Promise<void> = async () => {},
  locale: 'en' | 'es' = 'en',
) {
  const sent: StatusChange[] = [];
  render(
    <StatusForm
      locale={locale}
      onSubmit={async (change) => {
        sent.push(change);
        await onSubmit(change);
      }}
    />,
  );
  return sent;
}

describe('StatusForm', () => {
  it('sends Contacted with an optional note', async () => {
    const sent = renderForm();
    await userEvent.type(screen.getByLabelText('Note (optional)'), ' Left a voicemail ');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(sent).toEqual([{ status: 'Contacted', note: 'Left a voicemail' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Status saved.');
  });

  it('asks for the date of Scheduled before sending it', async () => {
    const sent = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('New status'), 'Scheduled');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the appointment date.');
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Appointment date'), '2025-03-20');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(sent).toEqual([{ status: 'Scheduled', date: '2025-03-20' }]);
  });

  it('asks for the reason of Screen-failed, and sends no note with it', async () => {
    const sent = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('New status'), 'Screen-failed');
    expect(screen.queryByLabelText('Note (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the reason');
    await userEvent.type(screen.getByLabelText('Screen-fail reason'), 'Outside the age range');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(sent).toEqual([{ status: 'Screen-failed', reason: 'Outside the age range' }]);
  });

  it('says a withdrawn referral can no longer change when the server answers 409', async () => {
    renderForm(async () => {
      throw new ApiError('Staff/Referrals/ChangeStatus', 409, {
        type: 'about:blank',
        title: 'Withdrawn',
        status: 409,
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The participant withdrew');
  });

  it('speaks Spanish', async () => {
    renderForm(undefined, 'es');
    expect(screen.getByRole('heading', { name: 'Cambiar el estado' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nuevo estado')).toBeInTheDocument();
  });
});
