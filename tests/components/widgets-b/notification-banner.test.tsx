import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationBanner from '../../../src/features/widgets/components/notification-banner';
import { forgetClosedBannersForTests } from '../../../src/features/widgets/components/notification-banner-memory';
import { renderPageWidget, settle } from './render-page-widget';

const fields = {
  bannerKey: 'study-enrolment-open',
  text: 'Enrollment is open.',
  linkText: 'Questions to ask',
  linkHref: '/resources',
};

beforeEach(() => {
  window.sessionStorage.clear();
  forgetClosedBannersForTests();
  delete document.documentElement.dataset.notificationBanner;
});

describe('NotificationBanner', () => {
  it('shows the text and link and flags the document while open', async () => {
    renderPageWidget(<NotificationBanner fields={fields} position={3} />, '/migraine-study');
    await settle();
    const banner = screen.getByRole('region', { name: 'Notification' });
    expect(banner).toHaveTextContent('Enrollment is open.');
    expect(screen.getByRole('link', { name: 'Questions to ask' })).toHaveAttribute('href', '/resources');
    expect(document.documentElement.dataset.notificationBanner).toBe('open');
  });

  it('closes, removes the flag and stays closed for the session', async () => {
    const user = userEvent.setup();
    const first = renderPageWidget(<NotificationBanner fields={fields} position={3} />, '/migraine-study');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('region', { name: 'Notification' })).toBeNull();
    expect(document.documentElement.dataset.notificationBanner).toBeUndefined();
    expect(window.sessionStorage.getItem('notification-banner-closed:study-enrolment-open')).toBe('1');
    first.unmount();
    // Another page with the same banner: still closed.
    renderPageWidget(<NotificationBanner fields={fields} position={3} />, '/asthma-study');
    await settle();
    expect(screen.queryByRole('region', { name: 'Notification' })).toBeNull();
    expect(document.documentElement.dataset.notificationBanner).toBeUndefined();
  });

  it('a new session shows it again; another banner is not affected by this one', async () => {
    window.sessionStorage.setItem('notification-banner-closed:other-banner', '1');
    renderPageWidget(<NotificationBanner fields={fields} position={3} />);
    await settle();
    expect(screen.getByRole('region', { name: 'Notification' })).toBeVisible();
  });

  it('takes the flag away when the page leaves', async () => {
    const view = renderPageWidget(<NotificationBanner fields={fields} position={3} />);
    await settle();
    expect(document.documentElement.dataset.notificationBanner).toBe('open');
    act(() => view.unmount());
    expect(document.documentElement.dataset.notificationBanner).toBeUndefined();
  });

  it('uses the content close label and the Spanish built-ins', async () => {
    renderPageWidget(
      <NotificationBanner
        fields={{ text: 'Inscripción abierta.', closeLabel: 'Cerrar el aviso' }}
        position={0}
      />,
      '/es/resources',
    );
    await settle();
    expect(screen.getByRole('region', { name: 'Aviso' })).toHaveTextContent('Inscripción abierta.');
    expect(screen.getByRole('button', { name: 'Cerrar el aviso' })).toBeInTheDocument();
  });

  it('renders nothing for invalid fields', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderPageWidget(<NotificationBanner fields={{ text: '' }} position={0} />);
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.documentElement.dataset.notificationBanner).toBeUndefined();
  });
});
