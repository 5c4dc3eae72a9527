import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyProfile from '../../../src/features/profile/components/my-profile';
import { CONSENT_PREFILL_MS } from '../../../src/features/profile/components/profile-form';
import { profileSaveSettled } from '../../../src/features/profile/profile-slice';
import { myProfileFieldsSchema } from '../../../src/shared/content-model/profile-fields';
import { SMS_NEEDS_MOBILE_MESSAGE } from '../../../src/shared/domain/contact-form/messages';
import { INVALID_DAY_MONTH_MESSAGE } from '../../../src/shared/domain/registration/email-rules';
import { demoPage } from '../../support/demo-content';
import { profileFixture, savedFieldsFixture } from '../../unit/profile/profile-fixture';
import { renderProfileWidget, type RenderOptions } from './render-profile';

const fields = myProfileFieldsSchema.parse(demoPage('/manage-my-profile').components[0]!.fields);

/** Renders and lets the lists (conditions, states) arrive. */
async function renderMyProfile(options: RenderOptions = { session: 'signedIn', profile: profileFixture() }) {
  const view = renderProfileWidget(<MyProfile fields={fields} position={0} />, options);
  await act(() => jest.advanceTimersByTimeAsync(0));
  return view;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('MyProfile: who sees what', () => {
  it('asks a signed-out visitor to sign in, through the profile modal', async () => {
    const view = await renderMyProfile({ session: 'signedOut' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in with your email address/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(view.ofType('session/profileModalOpened')).toEqual([
      { type: 'session/profileModalOpened', payload: { from: 'page' } },
    ]);
    expect(view.ofType('profile/profileRequested')).toHaveLength(0);
  });

  it('shows a skeleton while the session is unknown, without asking for the profile', async () => {
    const view = await renderMyProfile({ session: 'unknown' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(view.ofType('profile/profileRequested')).toHaveLength(0);
  });

  it('asks for the profile once signed in, with a skeleton until it arrives', async () => {
    const view = await renderMyProfile({ session: 'signedIn' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(view.ofType('profile/profileRequested')).toEqual([
      { type: 'profile/profileRequested', payload: { reason: 'myProfile' } },
    ]);
  });
});

describe('MyProfile: header and contact form', () => {
  it('prefills the profile fields from the profile', async () => {
    await renderMyProfile();
    const form = await screen.findByRole('form', { name: 'My Profile' });
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
    expect(within(form).getByRole('textbox', { name: /Email address/ })).toHaveValue('ana@example.com');
    expect(within(form).getByRole('textbox', { name: /Phone number/ })).toHaveValue('3125550100');
    expect(within(form).getByRole('textbox', { name: /ZIP code/ })).toHaveValue('60601');
    expect(within(form).getByRole('textbox', { name: /Street address/ })).toHaveValue('1 Main St');
    expect(within(form).getByRole('checkbox', { name: 'This is a mobile number' })).toBeChecked();
    // The stored 'female' is the option 'Female'.
    expect(within(form).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Day' })).toHaveValue('9');
    expect(within(form).getByRole('combobox', { name: 'Month' })).toHaveValue('4');
    expect(within(form).getByRole('combobox', { name: 'Year' })).toHaveValue('1980');
  });

  it('prefills the consent widgets 1.5 s after the profile', async () => {
    await renderMyProfile();
    const sms = await screen.findByRole('checkbox', { name: 'Text message' });
    const email = screen.getByRole('checkbox', { name: 'Email' });
    await act(() => jest.advanceTimersByTimeAsync(CONSENT_PREFILL_MS - 1));
    expect(sms).not.toBeChecked();
    expect(email).not.toBeChecked();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(sms).toBeChecked();
    expect(email).toBeChecked();
  });

  it('collapses and expands with the header toggle', async () => {
    const u = user();
    await renderMyProfile();
    const toggle = screen.getByRole('button', { name: 'Hide details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(region).toBeVisible();
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show my profile');
    expect(region).not.toBeVisible();
    await u.click(toggle);
    expect(region).toBeVisible();
  });

  it("'Hide my profile' collapses the form and goes back to the header", async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await renderMyProfile();
    await user().click(screen.getByRole('button', { name: 'Hide my profile' }));
    const toggle = screen.getByRole('button', { name: 'Show my profile' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('saves the form values as UpdateProfileDetails takes them', async () => {
    const u = user();
    const view = await renderMyProfile();
    await act(() => jest.advanceTimersByTimeAsync(CONSENT_PREFILL_MS));
    const city = screen.getByRole('textbox', { name: /City/ });
    await u.clear(city);
    await u.type(city, 'Evanston');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(view.ofType('profile/profileSaveRequested')).toEqual([
      {
        type: 'profile/profileSaveRequested',
        payload: {
          fields: { ...savedFieldsFixture(), City: 'Evanston' },
          originalEmail: 'ana@example.com',
          language: 'en',
        },
      },
    ]);
  });

  it('marks the address linked to another account and shows the message', async () => {
    const u = user();
    const view = await renderMyProfile();
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await u.clear(email);
    await u.type(email, 'taken@example.com');
    act(() => {
      view.store.dispatch(profileSaveSettled({ outcome: 'emailLinked', email: 'taken@example.com' }));
    });
    expect(email).toHaveAccessibleDescription('entered email address is linked to another account');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'entered email address is linked to another account',
    );
    await u.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows the loader while the saved profile reloads, with Save disabled', async () => {
    const view = await renderMyProfile();
    act(() => {
      view.store.dispatch(profileSaveSettled({ outcome: 'saved' }));
    });
    expect(screen.getByText('Your changes were saved. Updating your profile…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('refuses SMS without the mobile box, with the profile default message', async () => {
    const u = user();
    await renderMyProfile();
    await act(() => jest.advanceTimersByTimeAsync(CONSENT_PREFILL_MS));
    const mobile = screen.getByRole('checkbox', { name: 'This is a mobile number' });
    await u.click(mobile);
    expect(mobile).toHaveAccessibleDescription(SMS_NEEDS_MOBILE_MESSAGE);
  });

  it('refuses a day the month does not have', async () => {
    const u = user();
    await renderMyProfile();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '31');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2');
    await u.tab();
    expect(screen.getByRole('group', { name: /Date of birth/ })).toHaveAccessibleDescription(
      INVALID_DAY_MONTH_MESSAGE,
    );
  });
});
