import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SavedSearchesList from '../../../src/features/saved-searches/components/saved-searches-list';
import { NetworkError } from '../../../src/lib/api-client';
import { renderSavedSearches, savedSearch } from './render-saved-searches';

const second = savedSearch({
  id: '00000000-0000-4000-8000-000000000002',
  q: '',
  zip: '',
  condition: null,
  alerts: false,
  filters: { radius: '', status: '', phase: '', age: '', sex: '', healthy: '', virtual: '' },
});

describe('Saved searches on My Profile', () => {
  it('lists the member’s searches with a link that opens each', async () => {
    await renderSavedSearches(<SavedSearchesList fields={{}} position={1} />, '/manage-my-profile', {
      handlers: { 'contacts/SavedSearches/List': () => ({ savedSearches: [savedSearch(), second] }) },
    });
    const region = await screen.findByRole('region', { name: 'Saved searches' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Migraine (near 10001 · 1 filter)');
    expect(within(items[0]!).getByRole('link', { name: 'Open: Migraine' })).toHaveAttribute(
      'href',
      '/find-trials/search-result#q=migraine&zip=10001&status=recruiting',
    );
    expect(items[1]).toHaveTextContent('All trials');
    expect(
      within(items[1]!).getByRole('checkbox', { name: /Email me new matching trials: All trials/ }),
    ).not.toBeChecked();
  });

  it('turns alerts off and deletes; a change offline is said in an alert and the list stays', async () => {
    const user = userEvent.setup();
    let offline = false;
    const { calls } = await renderSavedSearches(
      <SavedSearchesList fields={{ title: 'Your saved searches' }} position={1} />,
      '/manage-my-profile',
      {
        handlers: {
          'contacts/SavedSearches/List': () => ({ savedSearches: [savedSearch(), second] }),
          'contacts/SavedSearches/Alerts': () => ({ savedSearch: savedSearch({ alerts: false }) }),
          'contacts/SavedSearches/Delete': () => {
            if (offline) throw new NetworkError('contacts/SavedSearches/Delete', 'ERR_NETWORK');
            return { deleted: true };
          },
        },
      },
    );
    const region = await screen.findByRole('region', { name: 'Your saved searches' });
    const toggle = await within(region).findByRole('checkbox', {
      name: /Email me new matching trials: Migraine/,
    });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.at(-1)).toMatchObject({ name: 'contacts/SavedSearches/Alerts', body: { alerts: false } });
    offline = true;
    await user.click(within(region).getByRole('button', { name: 'Delete: All trials' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You are offline: the change was not made.'),
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    offline = false;
    await user.click(within(region).getByRole('button', { name: 'Delete: All trials' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when there is nothing saved, in Spanish', async () => {
    await renderSavedSearches(<SavedSearchesList fields={{}} position={1} />, '/es/manage-my-profile', {
      handlers: { 'contacts/SavedSearches/List': () => ({ savedSearches: [] }) },
    });
    expect(await screen.findByText(/Aún no tiene búsquedas guardadas/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Búsquedas guardadas' })).toBeInTheDocument();
  });
});
