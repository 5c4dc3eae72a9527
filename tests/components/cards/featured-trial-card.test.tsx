import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeaturedTrialCard } from '../../../src/components/cards/featured-trial-card';
import { featuredTrialSchema } from '../../../src/shared/content-model/card-widget-fields';
import { CARD_TEXT_LIMITS } from '../../../src/shared/domain/card-text';
import { renderCards } from './render-cards';

const longTitle =
  'A study of a new preventive treatment for adults who have frequent migraine attacks every single month';
const longDescription =
  'Adults aged 18 to 65 with four or more migraine days a month may be able to take part in this twelve week study near home.';

const trial = (cta?: string) =>
  featuredTrialSchema.parse({
    id: 't1',
    relatedTrial: {
      featuredTrialImage: { src: '/images/cards/trial-migraine.svg', alt: 'A person resting' },
      featuredTrialCondition: 'Migraine',
      trialTitle: longTitle,
      trialDescription: longDescription,
    },
    trialCTA: { href: '/migraine-study', text: cta },
  });

describe('FeaturedTrialCard ("Trial card", its text limits)', () => {
  it('cuts the title to 70 characters and the description to 15 words, with the CSS clamps 2 and 3', () => {
    renderCards(<FeaturedTrialCard trial={trial('View the study')} />);
    const heading = screen.getByRole('heading', { level: 3 });
    const title = heading.textContent ?? '';
    expect(title.length).toBeLessThanOrEqual(CARD_TEXT_LIMITS.titleCharacters);
    expect(title.endsWith('…')).toBe(true);
    expect(longTitle.startsWith(title.slice(0, -1))).toBe(true);
    const description = screen.getByText(/^Adults aged/).textContent ?? '';
    expect(description.replace('…', '').split(' ')).toHaveLength(15);
    expect(description).toBe('Adults aged 18 to 65 with four or more migraine days a month may be…');
    const card = screen.getByTestId('featured-trial-card');
    expect(card.style.getPropertyValue('--card-title-lines')).toBe('2');
    expect(card.style.getPropertyValue('--card-description-lines')).toBe('3');
  });

  it('shows the image, the condition and a call to action that navigates', async () => {
    renderCards(<FeaturedTrialCard trial={trial('View the study')} />);
    expect(screen.getByRole('img', { name: 'A person resting' })).toHaveAttribute(
      'src',
      '/images/cards/trial-migraine.svg',
    );
    expect(screen.getByText('Migraine')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /^View the study: / }));
    expect(screen.getByTestId('location')).toHaveTextContent('/migraine-study');
  });

  it('falls back to the built-in call to action, in Spanish under /es', () => {
    renderCards(<FeaturedTrialCard trial={trial()} headingLevel={2} />, '/es/featured-studies');
    expect(screen.getByRole('link', { name: /^Más información: / })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('keeps short texts whole', () => {
    const short = featuredTrialSchema.parse({
      id: 't2',
      relatedTrial: { featuredTrialCondition: '', trialTitle: 'Asthma study', trialDescription: 'Short.' },
      trialCTA: { href: '/asthma-study' },
    });
    renderCards(<FeaturedTrialCard trial={short} />);
    expect(screen.getByRole('heading', { name: 'Asthma study' })).toBeInTheDocument();
    expect(screen.getByText('Short.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
