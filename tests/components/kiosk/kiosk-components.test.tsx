import { act, render, screen, fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { appStore } from '../app/app-store';
import { MemoryRouter } from 'react-router-dom';
import { siteSettingsReceived } from '../../../src/features/site-settings/site-settings-slice';
import { KioskHost } from '../../../src/features/kiosk/components/kiosk-host';
import {
  deviceKioskModeRead,
  kioskIdleWarningOpened,
  staffPinRejected,
  staffUnlocked,
} from '../../../src/features/kiosk/kiosk-slice';
import KioskStaffPage from '../../../src/features/kiosk/pages/kiosk-staff-page';
import { entryQueued } from '../../../src/features/offline/outbox-slice';
import { siteSettings } from '../app/fixtures';

function renderKiosk(ui: ReactElement, path = '/') {
  const { store, actions } = appStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, actions, ...view };
}

const summary = (id: string, state: 'saved' | 'sending' | 'failed') => ({
  id,
  callName: 'Send/EmailSupport',
  group: 'support',
  label: 'Support request',
  state,
  attempts: 2,
  createdAt: 1,
  nextAttemptAt: 1,
  ...(state === 'failed' ? { lastError: { status: 400, message: 'Refused' } } : {}),
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the kiosk in the layout', () => {
  it('shows nothing on a device that is no kiosk', () => {
    const { container } = renderKiosk(<KioskHost locale="en" content={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts the queue in the staff badge and offers the finish button', async () => {
    const { store, actions } = renderKiosk(<KioskHost locale="en" content={undefined} />);
    act(() => {
      store.dispatch(deviceKioskModeRead({ enabled: true }));
      store.dispatch(entryQueued(summary('a', 'saved')));
      store.dispatch(entryQueued(summary('b', 'failed')));
    });
    const badge = await screen.findByTestId('kiosk-badge');
    expect(badge).toHaveTextContent('1 saved · 0 sending · 1 failed · last sent none yet');
    expect(badge).toHaveAttribute('href', '/kiosk');
    expect(badge).not.toHaveTextContent('Refused');
    fireEvent.click(screen.getByRole('button', { name: 'Finish and clear my details' }));
    expect(actions).toContainEqual({ type: 'kiosk/kioskResetRequested', payload: { cause: 'finish' } });
  });

  it('counts down each second in m:ss in an alertdialog with Spanish fallbacks; Continue closes it', async () => {
    const { store, actions } = renderKiosk(<KioskHost locale="es" content={undefined} />, '/es');
    act(() => {
      store.dispatch(deviceKioskModeRead({ enabled: true }));
      store.dispatch(kioskIdleWarningOpened({ resetAt: Date.now() + 75_000 }));
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Sigue ahí?');
    expect(screen.getByTestId('kiosk-countdown')).toHaveTextContent('1:15');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByTestId('kiosk-countdown')).toHaveTextContent('1:14');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(actions.map((action) => action.type)).toContain('kiosk/kioskContinued');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("uses the content's texts when the site gives them", async () => {
    const { store } = renderKiosk(
      <KioskHost
        locale="en"
        content={{
          enabled: true,
          idleWarningSeconds: 90,
          resetCountdownSeconds: 30,
          startPath: '/',
          warningTitle: 'Still with us?',
          finishLabel: 'Done',
        }}
      />,
    );
    act(() => {
      store.dispatch(deviceKioskModeRead({ enabled: true }));
      store.dispatch(kioskIdleWarningOpened({ resetAt: Date.now() + 30_000 }));
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Still with us?');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });
});

describe('the staff screen', () => {
  const VERIFIER = { salt: 'c2FsdHNhbHQ=', iterations: 10_000, hash: 'aGFzaGhhc2hoYXNoaGFzaA==' };

  it('asks for the PIN, says how many tries are left, and the lockout', () => {
    const { store, actions } = renderKiosk(<KioskStaffPage />, '/kiosk');
    act(() => void store.dispatch(siteSettingsReceived({ ...siteSettings('en'), kioskStaffPin: VERIFIER })));
    fireEvent.change(screen.getByLabelText('Staff PIN'), { target: { value: '12a3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(actions).toContainEqual({ type: 'kiosk/staffPinSubmitted', payload: { pin: '123456' } });
    expect(screen.getByLabelText('Staff PIN')).toHaveValue('');
    act(() => void store.dispatch(staffPinRejected({ attemptsLeft: 3, lockedUntil: null })));
    expect(screen.getByRole('alert')).toHaveTextContent('3 tries left');
    act(
      () => void store.dispatch(staffPinRejected({ attemptsLeft: null, lockedUntil: Date.now() + 300_000 })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong PINs');
  });

  it('moves the focus to what unlocking or locking shows, and nowhere on the first render', () => {
    const { store } = renderKiosk(<KioskStaffPage />, '/kiosk');
    act(() => void store.dispatch(siteSettingsReceived({ ...siteSettings('en'), kioskStaffPin: VERIFIER })));
    expect(document.activeElement).toBe(document.body);
    act(() => void store.dispatch(staffUnlocked()));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Kiosk mode on this device' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lock the staff screen' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Staff PIN'));
  });

  it('says when the server has no staff PIN', () => {
    const { store } = renderKiosk(<KioskStaffPage />, '/kiosk');
    act(() => void store.dispatch(siteSettingsReceived(siteSettings('en'))));
    expect(screen.getByText(/no staff PIN/)).toBeInTheDocument();
  });

  it('unlocked: the queue shows labels, states and errors, never data; the actions are offered', () => {
    const { store, actions } = renderKiosk(<KioskStaffPage />, '/kiosk');
    act(() => {
      store.dispatch(siteSettingsReceived({ ...siteSettings('en'), kioskStaffPin: VERIFIER }));
      store.dispatch(staffUnlocked());
      store.dispatch(entryQueued(summary('b', 'failed')));
    });
    expect(screen.getByTestId('kiosk-queue')).toHaveTextContent('Support requestFailed2400 Refused');
    act(() => {
      store.dispatch(
        entryQueued({
          ...summary('c', 'failed'),
          lastError: { status: 500, message: 'Internal Server Error', reason: 'server-errors' },
        }),
      );
    });
    // Staff read why it stopped and what to do, not the server's raw title.
    expect(screen.getByTestId('kiosk-queue')).toHaveTextContent(
      /500 The server could not process it after repeated tries; it is kept here/,
    );
    expect(screen.getByText(/holds personal data/)).toBeInTheDocument();
    for (const name of [
      'Retry failed',
      'Export failed',
      'Switch kiosk mode on for this device',
      'Reset now',
    ]) {
      fireEvent.click(screen.getByRole('button', { name }));
    }
    expect(actions.map((action) => action.type)).toEqual(
      expect.arrayContaining([
        'kiosk/staffRetryFailedRequested',
        'kiosk/staffExportFailedRequested',
        'kiosk/deviceKioskModeChanged',
        'kiosk/kioskResetRequested',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lock the staff screen' }));
    expect(screen.getByLabelText('Staff PIN')).toBeInTheDocument();
  });
});
