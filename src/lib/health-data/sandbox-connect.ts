import type { ApiClient } from '../api-client';
import { connectHealthDataSandbox } from '../../shared/contracts/health-data';
import type { ConnectOutcome, ConnectSession } from './connect-types';
import { sandboxStrings } from './sandbox-strings';

/**
 * The local stand-in for the provider's connect widget: a modal dialog built with plain DOM (it
 * lives outside React, as the real provider's widget does) whose Connect button completes the
 * connection through the server's sandbox endpoint. Classes only: the CSP allows no inline style.
 */
function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text = '') {
  const node = doc.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

function buildDialog(doc: Document, language: ConnectSession['language']) {
  const strings = sandboxStrings[language];
  const backdrop = element(doc, 'div', 'health-sandbox');
  const dialog = element(doc, 'div', 'health-sandbox__dialog');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'health-sandbox-title');
  const title = element(doc, 'h2', 'health-sandbox__title', strings.title);
  title.id = 'health-sandbox-title';
  const status = element(doc, 'p', 'health-sandbox__status');
  status.setAttribute('role', 'status');
  const connect = element(doc, 'button', 'button button--primary', strings.connect);
  const cancel = element(doc, 'button', 'button button--secondary', strings.cancel);
  connect.type = 'button';
  cancel.type = 'button';
  dialog.append(
    title,
    element(doc, 'p', 'health-sandbox__text', strings.description),
    status,
    connect,
    cancel,
  );
  backdrop.append(dialog);
  return { backdrop, dialog, status, connect, cancel, strings };
}

/** A modal keeps Tab and Shift+Tab on its own buttons (the page behind is not reachable). */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement, doc: Document): void {
  const buttons = Array.from(dialog.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  const active = doc.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (
    event.shiftKey
      ? active === first || !dialog.contains(active)
      : active === last || !dialog.contains(active)
  ) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export function openSandboxConnect(api: ApiClient, session: ConnectSession, doc: Document = document) {
  return new Promise<ConnectOutcome>((resolve) => {
    const ui = buildDialog(doc, session.language);
    const previousFocus = doc.activeElement as HTMLElement | null;
    const finish = (outcome: ConnectOutcome) => {
      doc.removeEventListener('keydown', onKey);
      ui.backdrop.remove();
      previousFocus?.focus?.();
      resolve(outcome);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish({ status: 'Closed' });
      else if (event.key === 'Tab') keepFocusInside(event, ui.dialog, doc);
    };
    ui.cancel.addEventListener('click', () => finish({ status: 'Closed' }));
    ui.connect.addEventListener('click', () => {
      ui.connect.disabled = true;
      ui.status.textContent = ui.strings.connecting;
      api
        .call(connectHealthDataSandbox, { body: { session_token: session.sessionToken } })
        .then((answer) => finish({ status: 'Connected', humanId: answer.human_id }))
        .catch(() => {
          ui.connect.disabled = false;
          ui.status.textContent = ui.strings.failed;
        });
    });
    doc.addEventListener('keydown', onKey);
    doc.body.append(ui.backdrop);
    // The page's waiting modal may still be open for a moment (it closes on the same step), and
    // while it is, everything outside it is inert: the focus is tried again until it takes.
    const focusConnect = (tries: number) => {
      ui.connect.focus();
      if (doc.activeElement !== ui.connect && tries > 0 && ui.backdrop.isConnected) {
        (doc.defaultView ?? globalThis).requestAnimationFrame(() => focusConnect(tries - 1));
      }
    };
    focusConnect(30);
  });
}
