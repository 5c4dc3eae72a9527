import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { appStore } from '../app/app-store';
import { MemoryRouter } from 'react-router-dom';
import { Modal } from '../../../src/components/modal';
import { CookieConsent } from '../../../src/features/consent/components/cookie-consent';
import { guestRefFound } from '../../../src/features/consent/consent-slice';
import { KioskHost } from '../../../src/features/kiosk/components/kiosk-host';
import { deviceKioskModeRead, kioskIdleWarningOpened } from '../../../src/features/kiosk/kiosk-slice';
import RegistrationThankYou from '../../../src/features/registration/components/registration-thank-you';
import { thankYouOverlayEnded } from '../../../src/features/registration/registration-slice';
import { siteSettingsReceived } from '../../../src/features/site-settings/site-settings-slice';
import type { ApiClient } from '../../../src/lib/api-client';
import { openSandboxConnect } from '../../../src/lib/health-data/sandbox-connect';
import { siteSettings } from '../app/fixtures';
import { stubBrowserScrolling } from '../app/render-app';
import { renderRegistration } from '../registration/render-registration';
import { seededFields, startedUpTo } from '../registration/wizard-fixtures';
import { renderSession } from '../session/render-session';
import { renderWidget } from '../widgets/render-widget';

/*
 * "Modals trap and restore focus", for the app's dialogs: each is a dialog (or
 * alertdialog) with aria-modal and a name; focus moves into it when it opens; Tab and Shift+Tab
 * stay inside; Escape closes it where the spec lets the person dismiss it; focus then goes back
 * to the control that opened it.
 */

type User = ReturnType<typeof userEvent.setup>;

function roleOf(dialog: HTMLElement): string {
  return dialog.getAttribute('role') ?? (dialog.tagName === 'DIALOG' ? 'dialog' : '');
}

/** The dialog's semantics, the focus inside it, and 2 rounds of Tab and of Shift+Tab kept inside. */
async function expectTrappingDialog(
  user: User,
  dialog: HTMLElement,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  expect(roleOf(dialog)).toBe(role);
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleName(/\S/);
  expect(dialog.contains(document.activeElement)).toBe(true);
  const stops = dialog.querySelectorAll(
    'a[href], button:not(:disabled), input:not(:disabled), select, textarea',
  );
  const presses = Math.max(2, stops.length) * 2;
  const seen = new Set<Element | null>();
  for (let press = 0; press < presses; press += 1) {
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    seen.add(document.activeElement);
  }
  for (let press = 0; press < presses; press += 1) {
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
  // The rounds went through every control of the dialog, not one stuck element.
  expect(seen.size).toBe(stops.length);
}

describe('the Modal component', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    const [other, setOther] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <button type="button" id="elsewhere">
          Elsewhere
        </button>
        <Modal
          open={open}
          title="A question"
          onClose={() => setOpen(false)}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Yes
              </button>
              <button
                type="button"
                onClick={() => {
                  // Hands over to something else that takes the focus (another dialog).
                  setOther(true);
                  setOpen(false);
                }}
              >
                Go on
              </button>
            </>
          }
        >
          <p>Body</p>
        </Modal>
        {other ? <OtherDialog /> : null}
      </>
    );
  }

  function OtherDialog() {
    return (
      <div role="dialog" aria-modal="true" aria-label="Next step">
        <button type="button" ref={(node) => node?.focus()}>
          Next step button
        </button>
      </div>
    );
  }

  it('traps the focus and gives it back to its opener on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    await expectTrappingDialog(user, screen.getByRole('dialog', { name: 'A question' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('does not take the focus back from a dialog that opened as it closed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    expect(screen.queryByRole('dialog', { name: 'A question' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next step button' })).toHaveFocus();
  });
});

describe('the Manage cookies dialog of the cookie banner', () => {
  it('is a trapping modal; Escape closes it and the focus goes back to Manage', async () => {
    const user = userEvent.setup();
    const site = siteSettings('en', {
      cookieTracker: {
        domain: '',
        cookieCategory: [
          { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
          { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: false },
        ],
      },
    });
    const view = renderWidget(<CookieConsent site={site} locale="en" />);
    act(() => void view.store.dispatch(guestRefFound({ guestRef: 'guest-1' })));
    // Not modal itself: the banner leaves the page usable.
    const banner = await screen.findByTestId('cookie-banner');
    expect(banner).not.toHaveAttribute('aria-modal');
    const manage = within(banner).getByRole('button', { name: 'Manage Cookie' });
    manage.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Manage cookies' });
    await expectTrappingDialog(user, dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(manage).toHaveFocus();
  });
});

describe("the kiosk's idle warning", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is an alertdialog with the focus on Continue; Escape continues and the focus goes back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = appStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <button type="button">Where I was</button>
          <KioskHost locale="en" content={undefined} />
        </MemoryRouter>
      </Provider>,
    );
    const before = screen.getByRole('button', { name: 'Where I was' });
    before.focus();
    act(() => {
      store.dispatch(deviceKioskModeRead({ enabled: true }));
      store.dispatch(kioskIdleWarningOpened({ resetAt: Date.now() + 60_000 }));
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await expectTrappingDialog(user, dialog, 'alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(before).toHaveFocus();
  });
});

describe('the profile modal', () => {
  beforeEach(() => stubBrowserScrolling());

  it('opens on the email field, traps the focus, and Escape gives it back to the header item', async () => {
    const user = userEvent.setup();
    await renderSession();
    const item = await screen.findByRole('button', { name: 'My Profile' });
    item.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Go to your profile' });
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await expectTrappingDialog(user, dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Go to your profile' })).toBeNull();
    expect(item).toHaveFocus();
  });
});

describe('the change-email dialog of the thank-you page', () => {
  it('opens on its field, traps the focus, and Escape gives it back to Change email', async () => {
    const user = userEvent.setup();
    const view = await renderRegistration(
      <RegistrationThankYou fields={seededFields('/thank-you')} position={0} />,
      {
        entries: ['/thank-you'],
        prepare: (store) => {
          startedUpTo(null)(store);
          store.dispatch(siteSettingsReceived(siteSettings('en', { myProfilePath: '/manage-my-profile' })));
        },
      },
    );
    act(() => void view.store.dispatch(thankYouOverlayEnded()));
    const change = screen.getByRole('button', { name: 'Change email' });
    change.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByTestId('change-email-dialog');
    expect(within(dialog).getByRole('textbox', { name: 'New email address' })).toHaveFocus();
    await expectTrappingDialog(user, dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('change-email-dialog')).toBeNull();
    expect(change).toHaveFocus();
  });
});

describe("the health-data provider's dialog (sandbox)", () => {
  it('opens on Connect, keeps Tab and Shift+Tab on its buttons, Escape gives the focus back', async () => {
    const user = userEvent.setup();
    render(<button type="button">Share my health data</button>);
    const share = screen.getByRole('button', { name: 'Share my health data' });
    share.focus();
    const client = { call: jest.fn(async () => ({})) } as unknown as ApiClient;
    const done = openSandboxConnect(client, {
      sessionToken: 'tok-1',
      humanId: 'h-1',
      language: 'en',
      mode: 'sandbox',
    });
    const dialog = screen.getByRole('dialog', { name: 'Health-record connection (sandbox)' });
    expect(within(dialog).getByRole('button', { name: 'Connect' })).toHaveFocus();
    await expectTrappingDialog(user, dialog);
    await user.keyboard('{Escape}');
    await expect(done).resolves.toEqual({ status: 'Closed' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(share).toHaveFocus();
  });
});
