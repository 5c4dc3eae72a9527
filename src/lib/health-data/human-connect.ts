import type { ConnectOutcome, ConnectSession } from './connect-types';

/*
 * The real provider's connect widget (Human API Connect). Its client script is loaded from the
 * provider's CDN when missing; a load failure is only logged and counts as the widget being closed.
 */
export const HUMAN_CONNECT_SCRIPT = 'https://cdn.humanapi.co/humanapi-connect-client@latest.js';

interface HumanConnectGlobal {
  open(options: {
    token: string;
    onClose?: (response: unknown) => void;
    onConnectSource?: (response: unknown) => void;
  }): void;
}

type WindowWithConnect = Window & { HumanConnect?: HumanConnectGlobal };

function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    doc.head.append(script);
  });
}

export async function openHumanConnect(
  session: ConnectSession,
  log: (message: string, error: unknown) => void,
  win: WindowWithConnect = window,
): Promise<ConnectOutcome> {
  if (!win.HumanConnect) {
    try {
      await loadScript(win.document, HUMAN_CONNECT_SCRIPT);
    } catch (error) {
      log('health-data connect script failed to load', error);
      return { status: 'Closed' };
    }
  }
  const connect = win.HumanConnect;
  if (!connect) return { status: 'Closed' };
  return new Promise<ConnectOutcome>((resolve) => {
    let connected = false;
    connect.open({
      token: session.sessionToken,
      onConnectSource: () => {
        connected = true;
      },
      onClose: () =>
        resolve(connected ? { status: 'Connected', humanId: session.humanId } : { status: 'Closed' }),
    });
  });
}
