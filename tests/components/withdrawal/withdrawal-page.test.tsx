import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import WithdrawalPage from '../../../src/features/withdrawal/pages/withdrawal-page';
import { createApiClient } from '../../../src/lib/api-client';

/*
 * The participant's withdrawal page: the token from the fragment, one confirm button, the answer
 * said out loud; an incomplete or expired link says how else to withdraw.
 */

const TOKEN = 'a'.repeat(43);

function renderPage(path: string, answer: { status: number; data: unknown }) {
  const requests: { url?: string; data?: unknown }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    requests.push({ url: config.url, data: config.data });
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: '',
      headers: {},
      config,
    };
    if (answer.status >= 400)
      throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  const client = createApiClient({ deviceId: 'device-1', adapter, random: () => 0 });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApiProvider client={client}>
        <WithdrawalPage />
      </ApiProvider>
    </MemoryRouter>,
  );
  return requests;
}

describe('WithdrawalPage', () => {
  it('withdraws with the token of the link once confirmed', async () => {
    const requests = renderPage(`/withdraw#t=${TOKEN}`, { status: 200, data: { withdrawn: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw from the study' })).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have withdrawn');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/referrals/withdraw');
    expect(JSON.parse(String(requests[0]!.data))).toEqual({ token: TOKEN });
  });

  it('says an expired link does not work, in Spanish on the Spanish page', async () => {
    renderPage(`/es/withdraw#t=${TOKEN}`, {
      status: 404,
      data: { type: 'about:blank', title: 'Link not valid', status: 404 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retirarme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no funciona');
  });

  it('offers no button without a token', () => {
    renderPage('/withdraw', { status: 200, data: { withdrawn: true } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('This link does not work');
  });
});
