import { screen, waitFor } from '@testing-library/react';
import Breadcrumb from '../../../src/features/widgets/components/breadcrumb';
import { layoutOf, renderPageWidget } from './render-page-widget';

const trail = {
  items: [
    { title: 'Inicio', url: '/es' },
    { title: 'Recursos', url: '/es/resources' },
  ],
};

describe('Breadcrumb widget (content tree; empty on error)', () => {
  it('shows the trail of the page it is on, the page itself as the current item', async () => {
    const view = renderPageWidget(<Breadcrumb fields={{}} position={1} />, '/es/resources?utm_source=x', {
      layout: layoutOf('resources', '/resources', 'es'),
      'content-graph/breadcrumbs': () => trail,
    });
    const nav = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es?utm_source=x');
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Recursos');
    expect(screen.queryByRole('link', { name: 'Recursos' })).toBeNull();
    expect(view.calls).toContainEqual({
      name: 'content-graph/breadcrumbs',
      query: { itemId: 'resources', language: 'es' },
    });
  });

  it('uses the item id and label content gives', async () => {
    const view = renderPageWidget(
      <Breadcrumb fields={{ itemId: 'support-technical', ariaLabel: 'You are here' }} position={0} />,
      '/resources',
      {
        'content-graph/breadcrumbs': () => ({
          items: [
            { title: 'Home', url: '/' },
            { title: 'Technical support', url: '/support/technical' },
          ],
        }),
      },
    );
    expect(await screen.findByRole('navigation', { name: 'You are here' })).toBeInTheDocument();
    expect(view.calls).toContainEqual({
      name: 'content-graph/breadcrumbs',
      query: { itemId: 'support-technical', language: 'en' },
    });
  });

  it('renders nothing when the trail cannot be loaded', async () => {
    const view = renderPageWidget(<Breadcrumb fields={{}} position={0} />, '/resources', {
      'content-graph/breadcrumbs': () => {
        throw new Error('content graph down');
      },
    });
    await waitFor(() => expect(view.calls.map((call) => call.name)).toContain('content-graph/breadcrumbs'));
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
  });

  it('renders nothing without an item id (the page layout is not known)', async () => {
    const view = renderPageWidget(<Breadcrumb fields={{}} position={0} />, '/resources', {
      layout: () => {
        throw new Error('offline');
      },
    });
    await waitFor(() => expect(view.calls.map((call) => call.name)).toContain('layout'));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(view.calls.map((call) => call.name)).not.toContain('content-graph/breadcrumbs');
  });
});
