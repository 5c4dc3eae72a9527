import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import MailboxPage from '../../../src/features/mailbox/pages/mailbox-page';
import { createApiClient } from '../../../src/lib/api-client';
import type { MailboxMessage } from '../../../src/shared/contracts/mailbox';

type Answer = { status: number; data: unknown };

/** An axios adapter answering the mailbox call from a queue; the real client validates the body. */
function mailboxServer(answers: Answer[]) {
  const requests: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url}`);
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer) throw new Error('no answer queued');
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: '',
      headers: {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  return { adapter, requests };
}

function renderMailbox(answers: Answer[], path = '/demo/mailbox') {
  const server = mailboxServer(answers);
  const client = createApiClient({ deviceId: 'device-1', adapter: server.adapter, random: () => 0 });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApiProvider client={client}>
        <MailboxPage />
      </ApiProvider>
    </MemoryRouter>,
  );
  return server;
}

const email: MailboxMessage = {
  id: 'm2',
  channel: 'email',
  to: 'ana@example.org',
  subject: 'Resume your journey',
  text: 'Continue where you left off.',
  links: [
    { label: 'Resume my application', url: '/asthma-study?resumeJourneyToken=abc' },
    { label: 'Unsubscribe', url: 'http://localhost:8080/unsubscribe?token=u1' },
  ],
  createdAt: '2026-03-01T10:05:00.000Z',
};

const sms: MailboxMessage = {
  id: 'm1',
  channel: 'sms',
  to: '+15555550123',
  subject: null,
  text: 'Welcome to ClinicalResearch.',
  links: [],
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('MailboxPage', () => {
  it('lists emails and SMS in the order given, with their links as real anchors', async () => {
    const server = renderMailbox([{ status: 200, data: { messages: [email, sms] } }]);
    const items = await screen.findAllByRole('article');
    expect(server.requests).toEqual(['GET /api/demo/mailbox']);
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Email')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Resume your journey' })).toBeInTheDocument();
    expect(within(first).getByText('ana@example.org')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Resume my application' })).toHaveAttribute(
      'href',
      '/asthma-study?resumeJourneyToken=abc',
    );
    expect(within(first).getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute(
      'href',
      'http://localhost:8080/unsubscribe?token=u1',
    );
    expect(within(second).getByText('Text message')).toBeInTheDocument();
    expect(within(second).getByText('Welcome to ClinicalResearch.')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(
      within(second).getByText((_, node) => node?.getAttribute('datetime') === sms.createdAt),
    ).toBeInTheDocument();
  });

  it('shows an empty state when nothing was sent', async () => {
    renderMailbox([{ status: 200, data: { messages: [] } }]);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('explains that the mailbox needs demo mode when the server answers 404', async () => {
    renderMailbox([{ status: 404, data: { type: 'about:blank', title: 'Not Found', status: 404 } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'only available when the server runs in demo mode',
    );
  });

  it('reports a failed load', async () => {
    renderMailbox([{ status: 400, data: { type: 'about:blank', title: 'Bad Request', status: 400 } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('fetches again on refresh and shows new messages', async () => {
    const server = renderMailbox([
      { status: 200, data: { messages: [sms] } },
      { status: 200, data: { messages: [email, sms] } },
    ]);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Resume your journey' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
  });

  it('speaks Spanish under /es', async () => {
    renderMailbox([{ status: 200, data: { messages: [sms] } }], '/es/demo/mailbox');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buzón de demostración' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mensaje de texto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });
});
