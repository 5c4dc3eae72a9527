import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ArticlesCarousel from '../../../src/features/cards/components/articles-carousel';
import { slideDurationMs } from '../../../src/features/cards/components/carousel-section';
import FeaturedTrialsCarousel from '../../../src/features/cards/components/featured-trials-carousel';
import QuestionnaireResultsCarousel from '../../../src/features/cards/components/questionnaire-results-carousel';
import SingleFeaturedTrial from '../../../src/features/cards/components/single-featured-trial';
import type { ArticleInput } from '../../../src/shared/content-model/article';
import type {
  FeaturedTrial,
  QuestionnaireCardItem,
} from '../../../src/shared/content-model/card-widget-fields';
import type { Language } from '../../../src/shared/content-model/language';
import { demoComponentFields } from '../../support/demo-content';
import { renderCards, setViewportWidth } from './render-cards';

/** The demo pack's cards, as its pages give them to these widgets. */
const featuredTrials = (language: Language) =>
  demoComponentFields('FeaturedTrialsCarousel', language).trials as FeaturedTrial[];
const articles = (language: Language) =>
  demoComponentFields('ArticlesCarousel', language).articles as ArticleInput[];
const questionnaireResults = (language: Language) =>
  demoComponentFields('QuestionnaireResultsCarousel', language).results as QuestionnaireCardItem[];

const shownCards = (testId: string) =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .flatMap((slide) => within(slide).queryAllByTestId(testId));

beforeEach(() => setViewportWidth(1280));
afterEach(() => jest.useRealTimers());

describe('FeaturedTrialsCarousel', () => {
  it('shows 3 trials per slide on desktop, 2 on tablets and 1 on phones', () => {
    renderCards(
      <FeaturedTrialsCarousel
        fields={{ title: 'Featured studies', trials: featuredTrials('en') }}
        position={0}
      />,
    );
    expect(screen.getByRole('region', { name: 'Featured studies' })).toBeInTheDocument();
    expect(shownCards('featured-trial-card')).toHaveLength(3);
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();
    setViewportWidth(800);
    expect(shownCards('featured-trial-card')).toHaveLength(2);
    setViewportWidth(390);
    expect(shownCards('featured-trial-card')).toHaveLength(1);
    expect(screen.getByText('Slide 1 of 4')).toBeInTheDocument();
  });

  it('autoplays only when content asks, with the slide duration in seconds', () => {
    jest.useFakeTimers();
    renderCards(
      <FeaturedTrialsCarousel
        fields={{ autoplay: true, slideDuration: 5, trials: featuredTrials('en') }}
        position={0}
      />,
    );
    act(() => void jest.advanceTimersByTime(4999));
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByText('Slide 2 of 2')).toBeInTheDocument();
    // Without a title the region takes the built-in name.
    expect(screen.getByRole('region', { name: 'Featured trials' })).toBeInTheDocument();
  });

  it('converts the slide duration to ms, 3000 ms by default', () => {
    expect(slideDurationMs(undefined)).toBe(3000);
    expect(slideDurationMs(5)).toBe(5000);
    expect(slideDurationMs(2.5)).toBe(2500);
  });

  it('renders nothing for unreadable content', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderCards(<FeaturedTrialsCarousel fields={{ trials: [] }} position={0} />);
    expect(container.querySelector('section')).toBeNull();
    warn.mockRestore();
  });
});

describe('ArticlesCarousel', () => {
  it('shows the Spanish articles with their dates, and moves with Siguiente', async () => {
    renderCards(<ArticlesCarousel fields={{ articles: articles('es') }} position={1} />, '/es/articles');
    expect(screen.getByRole('region', { name: 'Artículos' })).toBeInTheDocument();
    expect(screen.getByText('05 de marzo de 2026')).toBeInTheDocument();
    expect(shownCards('article-card')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(shownCards('article-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });
});

describe('QuestionnaireResultsCarousel', () => {
  it('opens the matched card’s site modal and links the others to their study', async () => {
    const user = userEvent.setup();
    renderCards(
      <QuestionnaireResultsCarousel
        fields={{ title: 'Your results', siteInfoText: 'See the site', results: questionnaireResults('en') }}
        position={1}
      />,
      '/my-studies',
    );
    expect(screen.getByRole('link', { name: 'Continue questionnaire' })).toHaveAttribute(
      'href',
      '/asthma-study',
    );
    expect(screen.getByRole('link', { name: 'View study' })).toHaveAttribute('href', '/knee-oa-study');
    await user.click(screen.getByRole('button', { name: 'See the site' }));
    expect(screen.getByRole('dialog', { name: 'Northside Neurology Research Center' })).toBeInTheDocument();
  });
});

describe('SingleFeaturedTrial', () => {
  it('shows one featured trial card in the wide layout', () => {
    const trial = featuredTrials('en')[1];
    renderCards(
      <SingleFeaturedTrial
        fields={{ title: 'Study of the month', trial, imagePosition: 'right' }}
        position={1}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Study of the month' })).toBeInTheDocument();
    const card = screen.getByTestId('featured-trial-card');
    expect(card).toHaveClass('trial-card--wide', 'trial-card--image-right');
    expect(within(card).getByRole('heading', { level: 3, name: 'Asthma control study' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
