import type { ApiClient } from '../api-client';
import type { HealthDataConnector } from './connect-types';
import { openHumanConnect } from './human-connect';
import { openSandboxConnect } from './sandbox-connect';

/** The connect widget the session asks for: the provider's when configured, else the sandbox. */
export function createHealthDataConnector(
  api: () => ApiClient,
  log: (message: string, error: unknown) => void,
): HealthDataConnector {
  return (session) =>
    session.mode === 'humanapi' ? openHumanConnect(session, log) : openSandboxConnect(api(), session);
}
