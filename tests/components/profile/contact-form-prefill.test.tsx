import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECONDARY_CONSENT_PREFILL_MS } from '../../../src/features/contact-form/components/profile-prefill';
import { profileLoaded } from '../../../src/features/profile/profile-slice';
import { signedIn } from '../../../src/features/session/session-slice';
import { ofType, renderContactForm } from '../contact-form/render-contact-form';
import { profileFixture } from '../../unit/profile/profile-fixture';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const member = profileFixture({
  basicDetails: {
    ...profileFixture().basicDetails,
    mobile: '3125550199',
    isMobile: true,
    secondaryConsent: { isSecondaryContactMediumSMS: true, media: { SMS: true } },
  },
});

describe('the contact form of a signed-in member ("Profile (for prefill)")', () => {
  it('asks for the profile when it opens for a signed-in member, and not for a visitor', async () => {
    const member = renderContactForm({
      before: (store) => store.dispatch(signedIn({ isVerifiedEmail: true })),
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(ofType(member.actions, 'profile/profileRequested')).toEqual([
      { type: 'profile/profileRequested', payload: { reason: 'contactForm' } },
    ]);
    member.unmount();
    const visitor = renderContactForm();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(ofType(visitor.actions, 'profile/profileRequested')).toHaveLength(0);
  });

  it('prefills phone and mobile at once and the secondary SMS consent 1 s later', async () => {
    renderContactForm({
      before: (store) => {
        store.dispatch(signedIn({ isVerifiedEmail: true }));
        store.dispatch(profileLoaded(member));
      },
    });
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(phone).toHaveValue('3125550199');
    expect(screen.getByRole('checkbox', { name: 'This is a mobile number' })).toBeChecked();
    const sms = screen.getByRole('checkbox', { name: 'Text message' });
    expect(sms).not.toBeChecked();
    await act(() => jest.advanceTimersByTimeAsync(SECONDARY_CONSENT_PREFILL_MS));
    expect(sms).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  });

  it('keeps what the person typed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = renderContactForm({
      before: (store) => store.dispatch(signedIn({ isVerifiedEmail: true })),
    });
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    await user.type(phone, '2125550123');
    act(() => {
      view.store.dispatch(profileLoaded(member));
    });
    await act(() => jest.advanceTimersByTimeAsync(SECONDARY_CONSENT_PREFILL_MS));
    expect(phone).toHaveValue('2125550123');
  });
});
