import { screen, within } from '@testing-library/react';
import CardList from '../../../src/features/cards/components/card-list';
import { renderCards, setViewportWidth } from './render-cards';

const card = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `${title} description`,
  image: { src: `/images/${title}.svg`, alt: title },
  ...extra,
});

const fields = (extra: Record<string, unknown> = {}) => ({
  title: 'How taking part works',
  description: 'Three steps.',
  cards: [
    card('One', {
      label: 'Step 1',
      metaText: '5 minutes',
      link: { href: '/a', text: 'Go A' },
      linkVariant: 'primary',
    }),
    card('Two', { link: { href: '/b', text: 'Go B' }, linkVariant: 'secondary', removeImagePadding: true }),
    card('Three', { link: { href: '/c', text: 'Go C' }, imagePosition: 'bottom' }),
    card('Four', { fullWidth: true, imagePosition: 'left' }),
  ],
  ...extra,
});

const grid = () => screen.getByRole('list');

beforeEach(() => setViewportWidth(1280));

describe('CardList', () => {
  it('stacks the cards in columnSize columns, 3 when above 4 or absent', () => {
    const { rerender } = renderCards(<CardList fields={fields({ columnSize: 4 })} position={1} />);
    expect(grid()).toHaveAttribute('data-columns', '4');
    expect(grid().style.getPropertyValue('--card-list-columns')).toBe('4');
    rerender(<CardList fields={fields({ columnSize: 5 })} position={1} />);
    expect(grid()).toHaveAttribute('data-columns', '3');
    rerender(<CardList fields={fields()} position={1} />);
    expect(grid()).toHaveAttribute('data-columns', '3');
  });

  it('uses fewer columns on tablets and one on phones', () => {
    renderCards(<CardList fields={fields({ columnSize: 4 })} position={1} />);
    setViewportWidth(800);
    expect(grid()).toHaveAttribute('data-columns', '2');
    setViewportWidth(390);
    expect(grid()).toHaveAttribute('data-columns', '1');
  });

  it('renders each card’s parts, link variants, full width and image options', () => {
    renderCards(<CardList fields={fields()} position={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How taking part works' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    expect(screen.getByText('5 minutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go A' })).toHaveClass('card-button--primary');
    expect(screen.getByRole('link', { name: 'Go B' })).toHaveClass('card-button--secondary');
    expect(screen.getByRole('link', { name: 'Go C' })).toHaveClass('list-card__text-link');
    const items = within(grid()).getAllByRole('listitem');
    expect(items[3]).toHaveClass('card-list__item--full');
    const cards = screen.getAllByTestId('card-list-card');
    expect(cards[1]).toHaveClass('list-card--flush-image');
    expect(cards[2]).toHaveClass('list-card--image-bottom');
    expect(cards[3]).toHaveClass('list-card--image-left');
  });

  it('paints only a 3- or 6-digit hex background and passes radii and image height as variables', () => {
    const { container, rerender } = renderCards(
      <CardList fields={fields({ background: '#f3f7f8', radii: 12, imageHeight: 160 })} position={1} />,
    );
    const section = container.querySelector('section') as HTMLElement;
    expect(section).toHaveClass('card-list--painted');
    expect(section.style.getPropertyValue('--card-list-background')).toBe('#f3f7f8');
    expect(section.style.getPropertyValue('--card-radius')).toBe('12px');
    expect(section.style.getPropertyValue('--card-image-height')).toBe('160px');
    rerender(<CardList fields={fields({ background: 'red; color: blue' })} position={1} />);
    expect(section).not.toHaveClass('card-list--painted');
    expect(section.style.getPropertyValue('--card-list-background')).toBe('');
  });

  it('Carousel layout: the column size per slide on desktop and 1 per slide on mobile', () => {
    renderCards(<CardList fields={fields({ layout: 'Carousel', columnSize: 9 })} position={1} />);
    const region = screen.getByRole('region', { name: 'How taking part works' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();
    setViewportWidth(390);
    expect(screen.getByText('Slide 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('renders nothing for content it cannot read', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderCards(<CardList fields={{ cards: [] }} position={0} />);
    expect(container.querySelector('section')).toBeNull();
    warn.mockRestore();
  });
});
