import { act, screen, within } from '@testing-library/react';
import { multiConditionHopped } from '../../../src/features/screener/screener-slice';
import userEvent from '@testing-library/user-event';
import HeroBanner, {
  DESKTOP_MEDIA,
  TABLET_MEDIA,
} from '../../../src/features/widgets/components/hero-banner';
import NotFound from '../../../src/features/widgets/components/not-found';
import PreScreenerIntro from '../../../src/features/widgets/components/pre-screener-intro';
import RichText from '../../../src/features/widgets/components/rich-text';
import StudyList, { localizeHref } from '../../../src/features/widgets/components/study-list';
import type { HeroBannerFields } from '../../../src/shared/content-model/component-fields';
import { stubBrowserScrolling } from '../app/render-app';
import { renderWidget } from './render-widget';

/** The warnings a widget logged about fields it cannot read. */
const invalidFieldLogs = (warn: jest.SpyInstance, name: string) =>
  warn.mock.calls.filter((args) => args[0] === `[content] Invalid fields for ${name}`);

const heroFields = (extra: Partial<HeroBannerFields> = {}): HeroBannerFields => ({
  variant: 'herobannerv3',
  title: 'Research starts with you',
  description: 'Answer a few questions.',
  ctaText: 'Check now',
  ctaLink: '#pre-screener-wrapper',
  ...extra,
});

describe('HeroBanner', () => {
  it('renders the variant as a CSS modifier and the title as the page heading when first', () => {
    renderWidget(<HeroBanner fields={heroFields()} position={0} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Research starts with you' });
    expect(heading.closest('section')).toHaveClass('hero-banner', 'hero-banner--herobannerv3');
    expect(heading.closest('section')).toHaveAttribute('id', 'hero-banner');
  });

  it('uses an h2 further down the page', () => {
    renderWidget(<HeroBanner fields={heroFields()} position={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Research starts with you');
  });

  it('scrolls smoothly to a #anchor CTA target and moves focus there', async () => {
    stubBrowserScrolling();
    renderWidget(
      <>
        <HeroBanner fields={heroFields()} position={0} />
        <section id="pre-screener-wrapper">Screener</section>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Check now' }));
    // The hero scrolls the window itself (hero-link.ts), to apply the notification-banner offset.
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.getElementById('pre-screener-wrapper')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('follows app CTA links in the same window keeping the query string, external ones in a new tab', async () => {
    renderWidget(
      <HeroBanner fields={heroFields({ ctaLink: '/asthma-study' })} position={0} />,
      '/?utm_source=x',
    );
    const cta = screen.getByRole('link', { name: 'Check now' });
    expect(cta).not.toHaveAttribute('target');
    await userEvent.click(cta);
    expect(screen.getByTestId('location')).toHaveTextContent('/asthma-study?utm_source=x');
    renderWidget(
      <HeroBanner
        fields={heroFields({ ctaText: 'External', ctaLink: 'https://example.org/a' })}
        position={1}
      />,
    );
    const external = screen.getByRole('link', { name: /^External/ });
    expect(external).toHaveAttribute('href', 'https://example.org/a');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('picks the image per breakpoint: mobile < 500, tablet 500–1024, desktop above', () => {
    const image = {
      mobile: '/img/m.webp',
      tablet: '/img/t.webp',
      desktop: '/img/d.webp',
      alt: 'A nurse smiling',
    };
    const { container } = renderWidget(<HeroBanner fields={heroFields({ image })} position={0} />);
    const sources = [...container.querySelectorAll('picture source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      [DESKTOP_MEDIA, '/img/d.webp'],
      [TABLET_MEDIA, '/img/t.webp'],
    ]);
    expect(DESKTOP_MEDIA).toBe('(min-width: 1025px)');
    expect(TABLET_MEDIA).toBe('(min-width: 500px)');
    expect(screen.getByRole('img', { name: 'A nurse smiling' })).toHaveAttribute('src', '/img/m.webp');
  });

  it('omits the CTA when it has no link', () => {
    renderWidget(<HeroBanner fields={heroFields({ ctaLink: undefined })} position={0} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('RichText', () => {
  it('renders plain paragraphs and never interprets markup', () => {
    const { container } = renderWidget(
      <RichText
        fields={{ heading: 'About', paragraphs: ['One.', '<img src=x onerror=alert(1)> <b>Two</b>'] }}
        position={1}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]).toHaveTextContent('<img src=x onerror=alert(1)> <b>Two</b>');
    expect(container.querySelector('img, b')).toBeNull();
  });
});

describe('StudyList', () => {
  const fields = {
    title: 'Studies',
    studies: [
      { title: 'Asthma', condition: 'Asthma', description: 'Adults.', link: '/asthma-study' },
      { title: 'Migraine', condition: 'Migraine', description: 'Adults.', link: '/es/migraine-study' },
      {
        title: 'Partner',
        condition: 'Knee',
        description: 'Elsewhere.',
        link: 'https://partner.example.org/k',
      },
    ],
  };

  it('renders a card per study linking in the current locale, keeping the query string', () => {
    renderWidget(<StudyList fields={fields} position={1} />, '/es?utm_source=mail');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Asthma' })).toHaveAttribute(
      'href',
      '/es/asthma-study?utm_source=mail',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'Migraine' })).toHaveAttribute(
      'href',
      '/es/migraine-study?utm_source=mail',
    );
    expect(within(cards[2]!).getByRole('link', { name: 'Partner' })).toHaveAttribute(
      'href',
      'https://partner.example.org/k',
    );
    expect(within(cards[0]!).getByText('Asthma', { selector: '.study-card__condition' })).toBeVisible();
  });

  it('keeps English links unprefixed', () => {
    renderWidget(<StudyList fields={fields} position={1} />, '/');
    expect(screen.getByRole('link', { name: 'Asthma' })).toHaveAttribute('href', '/asthma-study');
  });

  it('localizes only unprefixed app paths', () => {
    expect(localizeHref('/a?x=1#h', 'es')).toBe('/es/a?x=1#h');
    expect(localizeHref('/es/a', 'en')).toBe('/es/a');
    expect(localizeHref('mailto:a@example.org', 'es')).toBe('mailto:a@example.org');
  });
});

describe('PreScreenerIntro', () => {
  it('renders #pre-screener-wrapper with title, description and a CTA that raises an event', async () => {
    const { container, actions } = renderWidget(
      <PreScreenerIntro
        fields={{ title: 'See if you qualify', description: 'Short questions.', ctaText: 'Start' }}
        position={2}
      />,
    );
    const section = container.querySelector('section#pre-screener-wrapper');
    expect(section).not.toBeNull();
    expect(screen.getByRole('region', { name: 'See if you qualify' })).toBe(section);
    expect(screen.getByText('Short questions.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(actions.map((a) => a.type)).toContain('preScreener/startRequested');
  });

  it("on the study a multi-condition hop led to, in the visitor's language: says why they are here", () => {
    const intro = (
      <PreScreenerIntro fields={{ title: 'Vea si califica', description: 'Preguntas.' }} position={2} />
    );
    const { store } = renderWidget(intro, '/es/migraine-study');
    expect(document.querySelector('.hop-notice')).toBeNull();
    const hop = { toPath: '/migraine-study', fromCondition: 'Asma', carried: { zip: '60611' } };
    act(() => {
      store.dispatch(multiConditionHopped({ hops: 1, fromPath: '/asthma-study', hop }));
    });
    expect(document.querySelector('.hop-notice')).toHaveTextContent(
      'El estudio de Asma no es adecuado para usted en este momento, así que le mostramos otro estudio en el que podría participar. Completamos con sus respuestas anteriores: código postal.',
    );
  });

  it('checks its own fields: unreadable ones render nothing, logged once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = renderWidget(<PreScreenerIntro fields={{ title: 'See if you qualify' }} position={2} />);
    const second = renderWidget(<PreScreenerIntro fields={{ description: 'Short.' }} position={2} />);
    expect(first.container.querySelector('section')).toBeNull();
    expect(second.container.querySelector('section')).toBeNull();
    expect(document.getElementById('pre-screener-wrapper')).toBeNull();
    expect(invalidFieldLogs(warn, 'PreScreenerIntro')).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('NotFound', () => {
  it('renders the 404 heading, text and a link home', () => {
    renderWidget(
      <NotFound
        fields={{ title: 'Page not found', description: 'Gone.', linkText: 'Home', linkHref: '/' }}
        position={0}
      />,
      '/es/missing',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('checks its own fields: unreadable ones render nothing, logged once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = { title: 'Page not found', description: 'Gone.', linkText: 'Home' };
    const first = renderWidget(<NotFound fields={bad} position={0} />);
    const second = renderWidget(
      <NotFound fields={{ ...bad, linkHref: 'javascript:alert(1)' }} position={0} />,
    );
    expect(first.container.querySelector('.not-found')).toBeNull();
    expect(second.container.querySelector('.not-found')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(invalidFieldLogs(warn, 'NotFound')).toHaveLength(1);
    warn.mockRestore();
  });
});
