import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegistrationThankYou from '../../../src/features/registration/components/registration-thank-you';
import {
  changeEmailRejected,
  changeEmailRequested,
  emailChanged,
  registrationSubmitSettled,
  resendDone,
  resendRequested,
  thankYouOpened,
  thankYouOverlayEnded,
} from '../../../src/features/registration/registration-slice';
import { profileLoaded } from '../../../src/features/profile/profile-slice';
import { siteSettingsReceived } from '../../../src/features/site-settings/site-settings-slice';
import { siteSettings } from '../app/fixtures';
import { renderRegistration } from './render-registration';
import { seededFields, startedUpTo } from './wizard-fixtures';

async function renderThankYou() {
  const view = await renderRegistration(
    <RegistrationThankYou fields={seededFields('/thank-you')} position={0} />,
    {
      entries: ['/thank-you?utm_source=news'],
      prepare: (store) => {
        startedUpTo(null)(store);
        store.dispatch(siteSettingsReceived(siteSettings('en', { myProfilePath: '/manage-my-profile' })));
      },
    },
  );
  // The saga's part, played by the test: the 3 s overlay ended.
  act(() => void view.store.dispatch(thankYouOverlayEnded()));
  return view;
}

const resend = () => screen.getByRole('button', { name: 'Resend' });

describe('RegistrationThankYou', () => {
  it('shows the texts, the address the mail went to, the banner and the explore-profile card', async () => {
    const user = userEvent.setup();
    const view = await renderThankYou();
    expect(view.dispatched(thankYouOpened.type)).toHaveLength(1);
    const page = view.container.querySelector('#thank-you') as HTMLElement;
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Thank you for registering' }),
    ).toBeInTheDocument();
    expect(within(page).getByTestId('email-sent-box')).toHaveTextContent(
      'We sent an email to ana@example.com.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your registration is complete.');
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/manage-my-profile?utm_source=news',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Check your inbox/)).not.toBeInTheDocument();
  });

  it("shows the delegate's address when the profile's patient is not an adult", async () => {
    const view = await renderThankYou();
    act(() => {
      view.store.dispatch(
        profileLoaded({
          basicDetails: { email: 'patient@example.com' },
          patientType: 'caregiver',
          delegateEmail: 'carer@example.com',
        } as never),
      );
    });
    expect(screen.getByTestId('email-sent-box')).toHaveTextContent('carer@example.com');
  });

  it('counts resends and disables Resend at the limit (3)', async () => {
    const user = userEvent.setup();
    const view = await renderThankYou();
    for (let sent = 1; sent <= 3; sent += 1) {
      expect(resend()).toBeEnabled();
      await user.click(resend());
      act(() => void view.store.dispatch(resendDone()));
    }
    expect(view.dispatched(resendRequested.type)[0]?.payload).toEqual({
      language: 'en',
      email: 'ana@example.com',
    });
    expect(resend()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('We sent the email again.');
  });

  it('checks the new address in the dialog: pattern, different, then the server', async () => {
    const user = userEvent.setup();
    const view = await renderThankYou();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const dialog = screen.getByTestId('change-email-dialog');
    const input = within(dialog).getByRole('textbox', { name: 'New email address' });
    const save = within(dialog).getByRole('button', { name: 'Update email' });
    await user.type(input, 'nope');
    await user.click(save);
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.clear(input);
    await user.type(input, 'ANA@example.com');
    await user.click(save);
    expect(input).toHaveAccessibleDescription('Please enter a different email address.');
    await user.clear(input);
    await user.type(input, 'taken@example.com');
    await user.click(save);
    expect(view.dispatched(changeEmailRequested.type)[0]?.payload).toEqual({
      language: 'en',
      currentEmail: 'ana@example.com',
      newEmail: 'taken@example.com',
    });
    act(() => void view.store.dispatch(changeEmailRejected()));
    expect(input).toHaveAccessibleDescription('Email already exists');
  });

  it('after a change shows the new address and the update text, and Resend works again', async () => {
    const user = userEvent.setup();
    const view = await renderThankYou();
    for (let sent = 1; sent <= 3; sent += 1) act(() => void view.store.dispatch(resendDone()));
    expect(resend()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    act(() => void view.store.dispatch(emailChanged({ email: 'new@example.com' })));
    expect(screen.queryByTestId('change-email-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('email-sent-box')).toHaveTextContent('new@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Your email address was updated');
    expect(resend()).toBeEnabled();
  });

  it('shows the emailExists message instead of the thank-you text, and the offline notice', async () => {
    const view = await renderThankYou();
    act(() => void view.store.dispatch(registrationSubmitSettled({ status: 'queued' })));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your registration is saved on this device and will be sent',
    );
    act(() => void view.store.dispatch(registrationSubmitSettled({ status: 'emailExists' })));
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email address already exists.');
    expect(screen.queryByText('Your registration is complete.', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByTestId('email-sent-box')).not.toBeInTheDocument();
  });

  it('shows the loading overlay until the saga ends it', async () => {
    const view = await renderThankYou();
    act(() => void view.store.dispatch(thankYouOpened()));
    expect(screen.getByTestId('registration-loading')).toHaveAccessibleName('Loading your profile…');
    act(() => void view.store.dispatch(thankYouOverlayEnded()));
    expect(screen.queryByTestId('registration-loading')).not.toBeInTheDocument();
  });
});
