import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { DirectionsLink } from '../../../src/components/directions/directions-link';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

const target = { address: '680 N Lake Shore Dr, Chicago, IL 60611', latitude: 41.8947, longitude: -87.6195 };
const encoded = encodeURIComponent(target.address);

function useAgent(userAgent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => jest.restoreAllMocks());

describe('DirectionsLink', () => {
  it('on Android opens the map app with a geo: URI, in the same tab', () => {
    useAgent(ANDROID);
    render(<DirectionsLink siteName="Lakeshore Research" target={target} language="en" />);
    const link = screen.getByRole('link', { name: 'Directions to Lakeshore Research' });
    expect(link).toHaveAttribute('href', `geo:0,0?q=${encoded}`);
    expect(link).not.toHaveAttribute('target');
  });

  it('on an iPhone opens Apple Maps in a new tab, without an opener', () => {
    useAgent(IPHONE);
    render(<DirectionsLink siteName="Lakeshore Research" target={target} language="en" />);
    const link = screen.getByRole('link', {
      name: 'Directions to Lakeshore Research (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', `https://maps.apple.com/?daddr=${encoded}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('elsewhere opens Google Maps directions; in Spanish it says "Cómo llegar"', () => {
    useAgent(DESKTOP);
    render(<DirectionsLink siteName="Centro Lakeshore" target={target} language="es" />);
    const link = screen.getByRole('link', {
      name: 'Cómo llegar a Centro Lakeshore (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${encoded}`);
    expect(link).toHaveTextContent(/^Cómo llegar/);
  });

  it('renders nothing for a site with neither address nor coordinates', () => {
    const { container } = render(
      <DirectionsLink siteName="Nowhere" target={{ address: '' }} language="en" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("the server's first screen has the Google URL; the phone's own link follows hydration without a mismatch", async () => {
    useAgent(ANDROID);
    const element = <DirectionsLink siteName="Lakeshore Research" target={target} language="en" />;
    // What the server sends does not depend on the browser asking.
    const html = renderToString(element);
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('a')).toHaveAttribute('href', `geo:0,0?q=${encoded}`);
    container.remove();
  });
});
