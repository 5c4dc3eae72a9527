import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INSTALL_DISMISSED_KEY,
  InstallPrompt,
} from '../../../src/features/offline/components/install-prompt';
import { renderOffline } from './render-offline';

/** Chromium headless never offers installation: a synthetic beforeinstallprompt stands in. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = jest.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function setStandalone(standalone: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** Lets a download the offer started (the buttons' chunk) finish. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  window.localStorage.clear();
  setStandalone(false);
});

describe('InstallPrompt', () => {
  it('shows nothing until the browser offers installation', () => {
    const { container } = renderOffline(<InstallPrompt />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers an Install button that opens the browser prompt, and keeps the mini-infobar away', async () => {
    renderOffline(<InstallPrompt />);
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('remembers "not now" in localStorage and does not offer again', async () => {
    const first = renderOffline(<InstallPrompt />);
    offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
    first.unmount();
    renderOffline(<InstallPrompt />);
    const again = offerInstall();
    await settle();
    expect(again.defaultPrevented).toBe(false);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it("remembers a dismissal of the browser's own prompt", async () => {
    renderOffline(<InstallPrompt />);
    offerInstall('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
  });

  it('hides when the app gets installed', async () => {
    renderOffline(<InstallPrompt />);
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Install the app' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('never shows when running standalone (already installed)', async () => {
    setStandalone(true);
    renderOffline(<InstallPrompt />);
    offerInstall();
    await settle();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('speaks Spanish on Spanish pages', async () => {
    renderOffline(<InstallPrompt />, '/es');
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Instalar la aplicación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
  });
});
