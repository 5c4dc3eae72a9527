import { openSandboxConnect } from '../../../src/lib/health-data/sandbox-connect';
import type { ApiClient } from '../../../src/lib/api-client';

function api(answer: () => Promise<unknown>) {
  const calls: unknown[] = [];
  const client = {
    call: (async (contract: { name: string }, input: unknown) => {
      calls.push({ name: contract.name, input });
      return answer();
    }) as unknown as ApiClient['call'],
  };
  return { client: client as ApiClient, calls };
}

const session = { sessionToken: 'tok-1', humanId: 'h-1', language: 'en' as const, mode: 'sandbox' as const };

describe('sandbox connect dialog', () => {
  it('completes a connection through the sandbox endpoint and removes itself', async () => {
    const { client, calls } = api(async () => ({ human_id: 'h-9', status: 'Connected' }));
    const done = openSandboxConnect(client, session);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Connect');
    (dialog.querySelector('button') as HTMLButtonElement).click();
    await expect(done).resolves.toEqual({ status: 'Connected', humanId: 'h-9' });
    expect(calls).toEqual([
      { name: 'humanapi/sandbox/connect', input: { body: { session_token: 'tok-1' } } },
    ]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('closes on Escape without calling', async () => {
    const { client, calls } = api(async () => ({}));
    const done = openSandboxConnect(client, { ...session, language: 'es' });
    expect(document.querySelector('h2')?.textContent).toContain('entorno de prueba');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await expect(done).resolves.toEqual({ status: 'Closed' });
    expect(calls).toEqual([]);
  });
});
