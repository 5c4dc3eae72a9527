import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegistrationStart from '../../../src/features/registration/components/registration-start';
import {
  registrationAnchorRequested,
  registrationScrollDue,
  registrationStartEmailExists,
  registrationStartSubmitted,
} from '../../../src/features/registration/registration-slice';
import { signedIn, signedOut } from '../../../src/features/session/session-slice';
import { demoComponentFields } from '../../support/demo-content';
import { stubBrowserScrolling } from '../app/render-app';
import { renderRegistration } from './render-registration';

const fields = demoComponentFields('RegistrationStart');

function renderStart(
  path = '/?utm_source=news',
  session: 'signedOut' | 'signedIn' | 'unknown' = 'signedOut',
) {
  return renderRegistration(<RegistrationStart fields={fields} position={3} />, {
    entries: [path],
    prepare: (store) => {
      if (session === 'signedOut') store.dispatch(signedOut());
      if (session === 'signedIn') store.dispatch(signedIn({ isVerifiedEmail: true }));
    },
  });
}

describe('RegistrationStart', () => {
  it.each([
    ['while the session is unknown', '/', 'unknown'],
    ['to a signed-in member', '/', 'signedIn'],
    ['inside an iframe', '/?loadType=iframe', 'signedOut'],
  ] as const)('is hidden %s', async (_label, path, session) => {
    const view = await renderStart(path, session);
    expect(view.container.querySelector('#cr-registration')).toBeNull();
  });

  it('suggests the configured domains after the typed @', async () => {
    const user = userEvent.setup();
    const view = await renderStart();
    const email = screen.getByLabelText(/^Email address/);
    await user.type(email, 'ana@');
    // With suggestions the field is a combobox (input + datalist).
    expect(screen.getByRole('combobox', { name: 'Email address' })).toBe(email);
    const list = view.container.querySelector(`#${email.getAttribute('list')}`) as HTMLDataListElement;
    expect(Array.from(list.options).map((option) => option.value)).toEqual([
      'ana@gmail.com',
      'ana@yahoo.com',
      'ana@outlook.com',
    ]);
  });

  it('shows the configured messages, then goes on with the email, consent and query', async () => {
    const user = userEvent.setup();
    const view = await renderStart();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please agree to continue.');
    expect(view.dispatched(registrationStartSubmitted.type)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' ana@example.com ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(view.dispatched(registrationStartSubmitted.type)[0]?.payload).toEqual({
      email: 'ana@example.com',
      agree: true,
      to: '/register/about-you?utm_source=news',
    });
  });

  it('shows emailExists on the field until the address is edited', async () => {
    const user = userEvent.setup();
    const view = await renderStart();
    act(() => void view.store.dispatch(registrationStartEmailExists()));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAccessibleDescription(
      'An account with this email address already exists. Please sign in through My Profile.',
    );
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the scroll when opened at #cr-registration, and scrolls when it is due', async () => {
    const { scrollIntoView } = stubBrowserScrolling();
    const view = await renderStart('/#cr-registration');
    expect(view.dispatched(registrationAnchorRequested.type)).toHaveLength(1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => void view.store.dispatch(registrationScrollDue()));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
