import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageViewed, type JourneyPageView } from '../../../src/features/journey/journey-ui-slice';
import CommonUnsubscribe from '../../../src/features/subscriptions/components/common-unsubscribe';
import ResubscribeConfirmation from '../../../src/features/subscriptions/components/resubscribe-confirmation';
import SiteResubscribe from '../../../src/features/subscriptions/components/site-resubscribe';
import {
  resubscribeFailed,
  resubscribeSucceeded,
  unsubscribeFailed,
  unsubscribeRefused,
  unsubscribeSucceeded,
} from '../../../src/features/subscriptions/subscriptions-slice';
import type { UnsubscribeFields } from '../../../src/shared/content-model/subscription-fields';
import { renderWidget } from '../widgets/render-widget';

const TOKEN = 'u'.repeat(43);
const fields: UnsubscribeFields = {
  heading: 'Leave our list',
  texts: ['Press the button to stop our emails.'],
  emailRequired: true,
  emailRequiredMessage: 'Email please',
  emailRegex: '^[^@]+@example\\.org$',
  emailInvalidMessage: 'Use your example.org address',
  consentRequired: true,
  consentRequiredMessage: 'Tick the box',
  successLink: '/resubscribe-confirmation',
};

const ofType = (actions: { type: string }[], type: string) => actions.filter((a) => a.type === type);

describe('CommonUnsubscribe', () => {
  it('changes nothing on load; one click unsubscribes, then the resubscribe form', async () => {
    const user = userEvent.setup();
    const view = renderWidget(
      <CommonUnsubscribe fields={fields} position={0} />,
      `/unsubscribe?uToken=${TOKEN}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Leave our list' })).toBeInTheDocument();
    expect(screen.getByText('Press the button to stop our emails.')).toBeInTheDocument();
    expect(ofType(view.actions, 'subscriptions/unsubscribeConfirmed')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Resubscribe' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(ofType(view.actions, 'subscriptions/unsubscribeConfirmed')).toEqual([
      { type: 'subscriptions/unsubscribeConfirmed', payload: { token: TOKEN, scope: { kind: 'common' } } },
    ]);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Unsubscribing…');

    act(() => void view.store.dispatch(unsubscribeSucceeded()));
    expect(screen.getByRole('heading', { level: 2, name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeInTheDocument();
  });

  it('validates on the Resubscribe click with the configured messages', async () => {
    const user = userEvent.setup();
    const view = renderWidget(
      <CommonUnsubscribe fields={fields} position={0} />,
      `/unsubscribe?uToken=${TOKEN}`,
    );
    act(() => void view.store.dispatch(unsubscribeSucceeded()));
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'ann@other.org');
    expect(screen.queryByText('Use your example.org address')).toBeNull(); // not before the click
    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(screen.getByText('Use your example.org address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Use your example.org address');
    expect(screen.getByText('Tick the box')).toBeInTheDocument();
    await user.clear(email);
    expect(screen.getByText('Email please')).toBeInTheDocument();
    expect(ofType(view.actions, 'subscriptions/resubscribeRequested')).toEqual([]);
  });

  it('sends a valid form; a refusal shows the server message on the email field until edited', async () => {
    const user = userEvent.setup();
    const view = renderWidget(
      <CommonUnsubscribe fields={fields} position={0} />,
      `/unsubscribe?uToken=${TOKEN}`,
    );
    act(() => void view.store.dispatch(unsubscribeSucceeded()));
    const email = screen.getByLabelText('Email address');
    await user.type(email, ' ann@example.org ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(ofType(view.actions, 'subscriptions/resubscribeRequested')).toEqual([
      {
        type: 'subscriptions/resubscribeRequested',
        payload: {
          token: TOKEN,
          scope: { kind: 'common' },
          language: 'en',
          email: 'ann@example.org',
          successLink: '/resubscribe-confirmation',
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeDisabled();

    await act(async () => void view.store.dispatch(resubscribeFailed()));
    expect(screen.getByText('You have entered an incorrect email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeEnabled();
    await user.type(email, 'x');
    expect(screen.queryByText('You have entered an incorrect email address')).toBeNull();
  });

  it('announces success when the resubscribe succeeds', async () => {
    const user = userEvent.setup();
    const view = renderWidget(<CommonUnsubscribe fields={{}} position={0} />, `/unsubscribe?uToken=${TOKEN}`);
    act(() => void view.store.dispatch(unsubscribeSucceeded()));
    await user.type(screen.getByLabelText('Email address'), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    await act(async () => void view.store.dispatch(resubscribeSucceeded()));
    expect(screen.getByText('You have been subscribed again.')).toBeInTheDocument();
  });

  it.each([
    [unsubscribeRefused(), 'This unsubscribe link is not valid or has expired.', false],
    [unsubscribeFailed(), 'Sorry, we could not process your request. Please try again later.', true],
  ])('shows a plain message for %p (no crash)', (action, message, retry) => {
    const view = renderWidget(<CommonUnsubscribe fields={{}} position={1} />, `/unsubscribe?uToken=${TOKEN}`);
    act(() => void view.store.dispatch(action));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' }) !== null).toBe(retry);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('without a uToken: a plain message and no button; Spanish fallbacks under /es', () => {
    const view = renderWidget(<CommonUnsubscribe fields={{}} position={0} />, '/es/unsubscribe');
    expect(
      screen.getByRole('heading', { name: 'Cancelar la suscripción a nuestros correos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Esta página necesita el enlace');
    expect(screen.queryByRole('button')).toBeNull();
    view.unmount();
    expect(view.actions.at(-1)).toEqual({ type: 'subscriptions/closed', payload: undefined });
  });
});

describe('SiteResubscribe', () => {
  it('waits for the page’s study, then unsubscribes from that site in the page language', async () => {
    const user = userEvent.setup();
    const view = renderWidget(
      <SiteResubscribe fields={{}} position={0} />,
      `/es/migraine-study/resubscribe?uToken=${TOKEN}`,
    );
    const button = screen.getByRole('button', { name: 'Cancelar suscripción' });
    expect(button).toBeDisabled();
    const page = {
      path: '/migraine-study/resubscribe',
      locale: 'es',
      study: { siteSettingsId: 'ss-migraine' },
    } as unknown as JourneyPageView;
    act(() => void view.store.dispatch(pageViewed(page)));
    await user.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(ofType(view.actions, 'subscriptions/unsubscribeConfirmed')).toEqual([
      {
        type: 'subscriptions/unsubscribeConfirmed',
        payload: { token: TOKEN, scope: { kind: 'site', siteSettingsId: 'ss-migraine', language: 'es' } },
      },
    ]);
    act(() => void view.store.dispatch(unsubscribeSucceeded()));
    expect(screen.getByRole('button', { name: 'Volver a suscribirme' })).toBeInTheDocument();
  });
});

describe('ResubscribeConfirmation', () => {
  it('shows the heading and content, with a built-in heading when empty', () => {
    const view = renderWidget(
      <ResubscribeConfirmation
        fields={{ heading: 'Welcome back', content: ['One.', 'Two.'] }}
        position={0}
      />,
      '/resubscribe-confirmation',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
    view.unmount();
    renderWidget(<ResubscribeConfirmation fields={{}} position={1} />, '/es/resubscribe-confirmation');
    expect(screen.getByRole('heading', { level: 2, name: 'Se ha vuelto a suscribir' })).toBeInTheDocument();
  });
});
