/** What the connect widget is opened with and how it ends. */
export interface ConnectSession {
  sessionToken: string;
  humanId: string;
  language: 'en' | 'es';
  /** The real provider's script, or the local sandbox dialog. */
  mode: 'humanapi' | 'sandbox';
}

export type ConnectOutcome = { status: 'Connected'; humanId: string } | { status: 'Closed' };

/** Opens the connect widget; resolves when the person connected a source or closed it. */
export type HealthDataConnector = (session: ConnectSession) => Promise<ConnectOutcome>;
