import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import HeroBanner, { heroButtons } from '../../../src/features/widgets/components/hero-banner';
import { heroBannerFieldsSchema } from '../../../src/shared/content-model/component-fields';
import { renderWidget } from '../widgets/render-widget';
import { mockViewport } from './media';

const fields = (extra: Record<string, unknown> = {}) =>
  heroBannerFieldsSchema.parse({
    variant: 'herobannerv2',
    title: 'Studies enrolling now',
    ctaButtons: [
      { text: 'Browse', link: '#study-switcher' },
      { text: 'Screener', link: '#', variant: 'secondary' },
      { text: 'About', link: '/about-clinical-research', variant: 'link' },
      { text: 'Registry', link: 'https://clinicaltrials.gov/', ariaLabel: 'Registry at ClinicalTrials.gov' },
    ],
    ...extra,
  });

/** A section at `top` px from the viewport top (jsdom does no layout). */
function section(id: string, top: number) {
  return (
    <section
      id={id}
      ref={(element) => {
        if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
      }}
    >
      {id}
    </section>
  );
}

let scrollTo: jest.Mock;

beforeEach(() => {
  scrollTo = jest.fn();
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
  Object.defineProperty(window, 'scrollY', { value: 100, configurable: true, writable: true });
  mockViewport(1280);
});

afterEach(() => {
  delete document.documentElement.dataset.notificationBanner;
});

describe('HeroBanner call-to-action buttons', () => {
  it('renders every button, the older ctaText/ctaLink pair first, with its variant', () => {
    const all = fields({ ctaText: 'Check now', ctaLink: '#pre-screener-wrapper' });
    expect(heroButtons(all).map((button) => button.text)).toEqual([
      'Check now',
      'Browse',
      'Screener',
      'About',
      'Registry',
    ]);
    renderWidget(<HeroBanner fields={all} position={0} />);
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Screener' })).toHaveClass('cta-button--secondary');
    expect(screen.getByRole('link', { name: 'About' })).toHaveClass('cta-button--link');
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveClass('button--primary');
  });

  it('scrolls smoothly to the anchor with no offset while no notification banner is open', async () => {
    renderWidget(
      <>
        <HeroBanner fields={fields()} position={0} />
        {section('study-switcher', 600)}
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Browse' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 700, behavior: 'smooth' });
    expect(document.getElementById('study-switcher')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('stops 50 px higher while the notification banner is open', async () => {
    document.documentElement.dataset.notificationBanner = 'open';
    renderWidget(
      <>
        <HeroBanner fields={fields()} position={0} />
        {section('study-switcher', 600)}
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Browse' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 650, behavior: 'smooth' });
  });

  it('goes to the pre-screener header banner for a bare #, and jumps without animation for reduced motion', async () => {
    mockViewport(1280, { reducedMotion: true });
    renderWidget(
      <>
        <HeroBanner fields={fields()} position={0} />
        {section('pre-screener-wrapper', 900)}
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Screener' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000, behavior: 'auto' });
    expect(document.getElementById('pre-screener-wrapper')).toHaveFocus();
  });

  it('falls back to the pre-screener header banner when the named anchor is missing', async () => {
    renderWidget(
      <>
        <HeroBanner fields={fields()} position={0} />
        {section('pre-screener-wrapper', 300)}
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Browse' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 400, behavior: 'smooth' });
  });

  it('waits for a section that arrives after the click (the rest of the page renders after the hero)', async () => {
    function RestOfThePage() {
      const [shown, setShown] = useState(false);
      return shown ? (
        section('study-switcher', 900)
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Load the rest
        </button>
      );
    }
    renderWidget(
      <>
        <HeroBanner fields={fields()} position={0} />
        <RestOfThePage />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Browse' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Load the rest' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1000, behavior: 'smooth' }));
    expect(document.getElementById('study-switcher')).toHaveFocus();
  });

  it('opens app paths in the same window keeping the query, and http(s) links in a new tab', async () => {
    renderWidget(<HeroBanner fields={fields()} position={0} />, '/studies?utm_source=mail');
    const external = screen.getByRole('link', { name: 'Registry at ClinicalTrials.gov' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const app = screen.getByRole('link', { name: 'About' });
    expect(app).not.toHaveAttribute('target');
    await userEvent.click(app);
    expect(screen.getByTestId('location')).toHaveTextContent('/about-clinical-research?utm_source=mail');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('marks the layout variant and whether an image is shown', () => {
    const image = { mobile: '/m.svg', desktop: '/d.svg', alt: '' };
    const { container } = renderWidget(
      <HeroBanner fields={fields({ variant: 'herobannerv4', image })} position={1} />,
    );
    const hero = container.querySelector('section');
    expect(hero).toHaveClass('hero-banner--herobannerv4', 'hero-banner--with-image');
    expect(hero).not.toHaveAttribute('id');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Studies enrolling now');
  });
});
