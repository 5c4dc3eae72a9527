import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleCard } from '../../../src/components/cards/article-card';
import { articleSchema } from '../../../src/shared/content-model/article';
import { renderCards } from './render-cards';

const article = articleSchema.parse({
  articleImage: { src: '/images/cards/article-research.svg', alt: 'Research' },
  articleTitle: 'What is a clinical trial?',
  articleDescription:
    'A plain guide to how studies work, who can take part and what to expect at each visit to the study site.',
  articlePublishDate: '2026-03-05',
  articleConditions: ['Research', 'Migraine'],
  url: '/about-clinical-research',
});

describe('ArticleCard ("Article card")', () => {
  it('shows the publish date as DD MMMM yyyy in a <time>', () => {
    renderCards(<ArticleCard article={article} />);
    const time = screen.getByText('05 March 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-05');
  });

  it('writes the month in Spanish under /es', () => {
    renderCards(<ArticleCard article={article} />, '/es/articles');
    expect(screen.getByText('05 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Afecciones' })).toBeInTheDocument();
  });

  it('shows image, conditions and the description within 15 words', () => {
    renderCards(<ArticleCard article={article} conditionsLabel="Topics" />);
    expect(screen.getByRole('img', { name: 'Research' })).toBeInTheDocument();
    const conditions = screen.getByRole('list', { name: 'Topics' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Research', 'Migraine']);
    expect(
      screen.getByText('A plain guide to how studies work, who can take part and what to expect…'),
    ).toBeInTheDocument();
  });

  it('is one link, its title, to the article', async () => {
    renderCards(<ArticleCard article={article} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'What is a clinical trial?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about-clinical-research');
  });
});
