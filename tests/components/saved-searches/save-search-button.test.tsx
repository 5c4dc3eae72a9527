import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SaveSearchButton from '../../../src/features/trials/components/save-search-button';
import { NetworkError } from '../../../src/lib/api-client';
import { renderSavedSearches, savedSearch, TOKEN } from './render-saved-searches';

const RESULTS = '/find-trials/search-result#q=migraine&zip=10001&status=recruiting&phase=2';

describe('Save this search', () => {
  it('is not offered to visitors', async () => {
    const { container } = await renderSavedSearches(<SaveSearchButton language="en" />, RESULTS, {
      signedIn: false,
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('saves the hash’s search with alerts, and says so politely', async () => {
    const user = userEvent.setup();
    const { calls } = await renderSavedSearches(<SaveSearchButton language="en" />, RESULTS, {
      handlers: { 'contacts/SavedSearches/Save': () => ({ savedSearch: savedSearch() }) },
    });
    expect(screen.getByRole('checkbox', { name: 'Email me new matching trials' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Search saved. We will email you'));
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(calls).toEqual([
      {
        name: 'contacts/SavedSearches/Save',
        key: expect.any(String),
        body: {
          myProfileToken: TOKEN,
          q: 'migraine',
          zip: '10001',
          filters: { status: 'recruiting', phase: '2' },
          language: 'en',
          alerts: true,
        },
      },
    ]);
  });

  it('saves without alerts when the box is cleared (Spanish, the member’s zip when the hash has none)', async () => {
    const user = userEvent.setup();
    const { calls } = await renderSavedSearches(
      <SaveSearchButton language="es" zip="60611" />,
      '/es/find-trials/search-result#q=asma',
      {
        handlers: { 'contacts/SavedSearches/Save': () => ({ savedSearch: savedSearch({ alerts: false }) }) },
      },
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Enviarme por correo nuevos estudios que coincidan' }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Búsqueda guardada. La encontrará en Mi perfil.'),
    );
    expect(calls[0]?.body).toMatchObject({
      q: 'asma',
      zip: '60611',
      filters: {},
      language: 'es',
      alerts: false,
    });
  });

  it('offline, says it cannot save now and sends nothing, then or later', async () => {
    const user = userEvent.setup();
    const { calls } = await renderSavedSearches(<SaveSearchButton language="en" />, RESULTS, {
      online: false,
    });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('cannot be saved now'));
    expect(calls).toEqual([]);
  });

  it('a connection lost during the save is said the same way; the server’s limit is explained', async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () => {
      throw new NetworkError('contacts/SavedSearches/Save', 'ERR_NETWORK');
    };
    await renderSavedSearches(<SaveSearchButton language="en" />, RESULTS, {
      handlers: { 'contacts/SavedSearches/Save': () => answer() },
    });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('cannot be saved now'));
    const { ApiError } = await import('../../../src/lib/api-client');
    answer = () => {
      throw new ApiError('contacts/SavedSearches/Save', 409, {
        type: 'about:blank',
        title: 'Too many',
        status: 409,
      });
    };
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You already keep 10 saved searches'),
    );
  });
});
