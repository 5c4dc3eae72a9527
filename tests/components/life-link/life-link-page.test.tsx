import { act, screen } from '@testing-library/react';
import LifeLinkPage, { uTokenOf } from '../../../src/features/life-link/components/life-link-page';
import { lifeLinkAddressReceived, lifeLinkPageFailed } from '../../../src/features/life-link/life-link-slice';
import { renderWidget } from '../widgets/render-widget';

describe('uTokenOf', () => {
  it.each([
    ['?uToken=abc', 'abc'],
    ['?utoken=abc&x=1', 'abc'],
    ['?UTOKEN=a%20b', 'a b'],
    ['?token=abc', null],
    ['', null],
  ])('%p → %p', (search, token) => {
    expect(uTokenOf(search)).toBe(token);
  });
});

describe('LifeLinkPage', () => {
  it('announces the opening with the token, shows the heading and spinner, then the redirect', () => {
    const view = renderWidget(
      <LifeLinkPage fields={{ heading: 'Opening your records', websiteTheme: 'blue' }} position={0} />,
      '/life-link?uToken=tok-1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Opening your records' })).toBeInTheDocument();
    expect(view.actions).toContainEqual({
      type: 'lifeLinkPage/opened',
      payload: { token: 'tok-1', websiteTheme: 'blue' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please wait while we open the secure health-record service',
    );
    act(() => void view.store.dispatch(lifeLinkAddressReceived({ url: 'https://records.example/' })));
    expect(screen.getByRole('status')).toHaveTextContent('Opening the health-record service');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the configured error on failure, and the Spanish fallback texts under /es', () => {
    const view = renderWidget(
      <LifeLinkPage fields={{ errorMessage: 'Link expired.' }} position={1} />,
      '/life-link',
    );
    expect(view.actions).toContainEqual({ type: 'lifeLinkPage/opened', payload: { token: null } });
    act(() => void view.store.dispatch(lifeLinkPageFailed({ failure: 'no-token' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Link expired.');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    view.unmount();

    const es = renderWidget(<LifeLinkPage fields={{}} position={0} />, '/es/life-link?uToken=t');
    expect(screen.getByRole('heading', { name: 'Conectándole con su historial médico' })).toBeInTheDocument();
    act(() => void es.store.dispatch(lifeLinkPageFailed({ failure: 'call-failed' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Lo sentimos');
    es.unmount();
    expect(es.actions.at(-1)).toEqual({ type: 'lifeLinkPage/closed', payload: undefined });
  });
});
