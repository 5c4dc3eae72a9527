import { act, fireEvent, screen } from '@testing-library/react';
import { SelectedSiteCard } from '../../../src/features/success/components/selected-site-card';
import { textResolver } from '../../../src/features/success/components/success-text';
import { successStrings } from '../../../src/features/success/success-strings';
import { successPageFieldsSchema } from '../../../src/shared/content-model/success-page-fields';
import { renderWidget } from '../widgets/render-widget';
import { site } from './success-fixtures';
import { mapProps } from './site-map-stub';

jest.mock('../../../src/components/map/site-map', () => jest.requireActual('./site-map-stub'));

const tags = { SiteName: 'Lakeshore Clinic', StudyName: 'Migraine study', SitePhone: '(312) 555-0100' };

function renderCard(overrides: Record<string, unknown> = {}, writeText = jest.fn(async () => undefined)) {
  const fields = successPageFieldsSchema.parse({
    copyTooltipSeconds: 2,
    shareEmailSubject: 'Site for {StudyName}',
    ...overrides,
  });
  renderWidget(
    <SelectedSiteCard
      site={site}
      fields={fields}
      strings={successStrings.en}
      text={textResolver(tags)}
      language="en"
      writeText={writeText}
    />,
  );
  return { writeText };
}

describe('SelectedSiteCard', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mapProps.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('shows the site phone formatted, as a tel: link', () => {
    renderWidget(
      <SelectedSiteCard
        site={{ ...site, contactPhoneNumber: '+13125550100' }}
        fields={successPageFieldsSchema.parse({})}
        strings={successStrings.en}
        text={textResolver(tags)}
        language="en"
      />,
    );
    expect(screen.getByRole('link', { name: '(312) 555-0100' })).toHaveAttribute('href', 'tel:+13125550100');
  });

  it('copies name, address and phone and shows the tooltip for the configured seconds', async () => {
    const { writeText } = renderCard();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy site details' }));
    });
    expect(writeText).toHaveBeenCalledWith(
      'Lakeshore Clinic\n100 E Ontario St\nChicago, IL 60611\n(312) 555-0100',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1_999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offers Directions to the site: Android opens the map app with a geo: URI', () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36');
    renderCard();
    const link = screen.getByRole('link', { name: 'Directions to Lakeshore Clinic' });
    expect(link).toHaveAttribute(
      'href',
      `geo:0,0?q=${encodeURIComponent('100 E Ontario St, Chicago, IL 60611, US')}`,
    );
    // the map's default info window gets the same address
    expect(mapProps.at(-1)?.sites[0]?.address).toBe('100 E Ontario St, Chicago, IL 60611, US');
    jest.restoreAllMocks();
  });

  it('a virtual site has no directions', () => {
    renderWidget(
      <SelectedSiteCard
        site={{ ...site, isVirtual: true }}
        fields={successPageFieldsSchema.parse({})}
        strings={successStrings.en}
        text={textResolver(tags)}
        language="en"
      />,
    );
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
  });

  it('says so when the clipboard refuses', async () => {
    renderCard(
      {},
      jest.fn(async () => Promise.reject(new Error('denied'))),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy site details' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });

  it('opens a share menu: e-mail is a mailto with subject, body and link; others open in a new tab', () => {
    renderCard({ shareMedia: ['email', 'facebook'] });
    const toggle = screen.getByRole('button', { name: 'Share' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mail = new URL(screen.getByRole('link', { name: 'Email' }).getAttribute('href')!);
    expect(mail.searchParams.get('subject')).toBe('Site for Migraine study');
    expect(mail.searchParams.get('body')).toContain('Lakeshore Clinic, (312) 555-0100');
    expect(mail.searchParams.get('body')).toContain('https://www.google.com/maps/search/');
    const facebook = screen.getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the site’s web page and shows the site on the map at zoom 10', async () => {
    renderCard();
    expect(screen.getByRole('link', { name: /Visit the site’s website/ })).toHaveAttribute(
      'href',
      'https://lakeshore.example.test',
    );
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    const map = await screen.findByRole('region', { name: 'Map of Lakeshore Clinic' });
    expect(map).toHaveAttribute('data-zoom', '10');
    expect(mapProps.at(-1)).toMatchObject({
      selectedId: 'CHI-01',
      sites: [expect.objectContaining({ id: 'CHI-01', latitude: 41.89 })],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lakeshore Clinic' }));
    expect(screen.getByText('info CHI-01')).toBeInTheDocument();
  });
});
