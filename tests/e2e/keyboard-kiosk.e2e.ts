import { setupE2eSession } from './support/e2e-session';
import { openHydrated } from './support/open-hydrated';
import { activate, control, focused, typeInto, waitForFocus } from './support/keyboard';

/*
 * The kiosk staff screen with the keyboard alone (Tab, Enter, typing; no click,
 * no fill): a wrong PIN is announced and the focus stays on the emptied PIN field, the right one
 * unlocks the screen, kiosk mode is switched on for the device, and the screen is locked again.
 */

const PIN = '24681012141618';
const pinField = control('textbox', /^Staff PIN$/);
const session = setupE2eSession({ env: { KIOSK_STAFF_PIN: PIN } });

jest.setTimeout(60000);

describe('the kiosk staff screen with the keyboard', () => {
  it('a wrong PIN is announced and leaves the focus on the emptied field', async () => {
    const { page, server } = session;
    await openHydrated(page, `${server.baseUrl}/kiosk`);
    await page.getByRole('heading', { name: 'Kiosk staff screen' }).waitFor();
    await typeInto(page, pinField, '11111111111111');
    await page.keyboard.press('Enter');
    const message = 'That PIN is not correct. 4 tries left before the screen locks.';
    await page.getByRole('alert').getByText(message).waitFor();
    const pin = await waitForFocus(page, pinField);
    expect(pin.value).toBe('');
    expect(pin.invalid).toBe(true);
    expect(pin.description).toBe(message);
  });

  it('the right PIN unlocks it; kiosk mode is switched on, then the screen is locked', async () => {
    const { page } = session;
    // The focus is on the PIN field already.
    await page.keyboard.type(PIN);
    await page.keyboard.press('Enter');
    // The PIN form is gone: the focus goes to the panel's heading, the start of what appeared.
    await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.id === 'kiosk-mode-title');
    await activate(page, control('button', /^Switch kiosk mode on for this device$/), { max: 2 });
    await page.getByRole('status').getByText('Kiosk mode is on for this device.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('trial-app.kiosk-device'))).toBe('on');
    // The switch keeps the focus, now offering the way back.
    expect((await focused(page))?.name).toBe('Switch kiosk mode off for this device');
    await activate(page, control('button', /^Lock the staff screen$/));
    await page.getByTestId('kiosk-pin').waitFor();
    // The button pressed is gone: the focus goes to the PIN field, not back to the page's start.
    await waitForFocus(page, pinField);
    expect(await page.getByRole('button', { name: 'Switch kiosk mode off for this device' }).count()).toBe(0);
  });
});
