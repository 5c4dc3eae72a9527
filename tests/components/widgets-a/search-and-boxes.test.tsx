import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HcpSubBanner from '../../../src/features/widgets/components/hcp-sub-banner';
import HeroStudySearch from '../../../src/features/widgets/components/hero-study-search';
import HowToApply from '../../../src/features/widgets/components/how-to-apply';
import { STUDY_CARD_TEXT_LIMITS } from '../../../src/shared/domain/card-text';
import { renderWidget } from '../widgets/render-widget';

const longDescription = Array.from({ length: 40 }, (_, index) => `word${index + 1}`).join(' ');

const searchFields = {
  title: 'Find a study for your patient',
  studies: [
    {
      studyName: 'Knee Osteoarthritis Pain and Mobility Study',
      conditionName: 'Knee osteoarthritis',
      conditionDescription: longDescription,
      link: '/knee-oa-study',
    },
    { studyName: 'Asthma Control Study', conditionName: 'Asthma', link: '/asthma-study' },
    {
      studyName: 'Chronic cough studies',
      conditionName: 'Chronic cough',
      link: '/find-trials/search-result#q=cough',
    },
  ],
};

const cardCount = () => screen.queryAllByRole('listitem').length;

describe('HeroStudySearch', () => {
  it('filters the study cards by condition as the person types, case-insensitively', async () => {
    const user = userEvent.setup();
    renderWidget(<HeroStudySearch fields={searchFields} position={0} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a study for your patient' })).toBeVisible();
    expect(cardCount()).toBe(3);
    const input = screen.getByRole('searchbox', { name: 'Search studies by condition' });
    await user.type(input, 'AST');
    expect(cardCount()).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Asthma Control Study' })).toBeVisible();
    await user.clear(input);
    await user.type(input, 'c');
    expect(cardCount()).toBe(1);
    await user.clear(input);
    await user.type(input, '   ');
    expect(cardCount()).toBe(3);
  });

  it('says plainly when nothing matches', async () => {
    const user = userEvent.setup();
    renderWidget(
      <HeroStudySearch fields={{ ...searchFields, emptyMessage: 'Nothing for “{query}”.' }} position={1} />,
    );
    await user.type(screen.getByRole('searchbox'), 'psoriasis');
    expect(cardCount()).toBe(0);
    expect(screen.getAllByText('Nothing for “psoriasis”.')[0]).toBeVisible();
  });

  it('cuts card titles and descriptions to the study-card limits', () => {
    renderWidget(<HeroStudySearch fields={searchFields} position={1} />);
    const title = screen.getByRole('heading', { level: 3, name: /^Knee/ });
    expect(title.textContent?.length).toBeLessThanOrEqual(STUDY_CARD_TEXT_LIMITS.titleCharacters);
    expect(title.textContent).toMatch(/…$/);
    expect(title).toHaveAttribute('title', 'Knee Osteoarthritis Pain and Mobility Study');
    const description = screen.getByText(/^word1 /);
    expect(description.textContent?.split(' ')).toHaveLength(STUDY_CARD_TEXT_LIMITS.descriptionWords);
    expect(description.textContent).toMatch(/word30…$/);
  });

  it('uses the Spanish built-in texts on /es pages', async () => {
    const user = userEvent.setup();
    renderWidget(<HeroStudySearch fields={searchFields} position={1} />, '/es/hcp');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar estudios por enfermedad' }), 'zzz');
    expect(screen.getAllByText(/Ningún estudio coincide con «zzz»/)[0]).toBeVisible();
  });
});

const howToApplyFields = {
  title: 'How to apply',
  steps: ['Open the study page.', 'Answer the questionnaire.'],
  ctaButtons: [{ text: 'Learn more', link: '/about-clinical-research' }],
};

describe('HowToApply', () => {
  it('shows its title, numbered steps and buttons', () => {
    renderWidget(<HowToApply fields={howToApplyFields} position={1} />, '/studies');
    expect(screen.getByRole('region', { name: 'How to apply' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeVisible();
  });

  it('is hidden when the page is embedded (loadType=iframe)', () => {
    const { container } = renderWidget(
      <HowToApply fields={howToApplyFields} position={1} />,
      '/studies?loadType=iframe',
    );
    expect(container.querySelector('.how-to-apply')).toBeNull();
    renderWidget(<HowToApply fields={howToApplyFields} position={1} />, '/studies?loadType=page');
    expect(screen.getByRole('region', { name: 'How to apply' })).toBeVisible();
  });
});

describe('HcpSubBanner', () => {
  it('renders the eyebrow, title, text, image and buttons', () => {
    const { container } = renderWidget(
      <HcpSubBanner
        fields={{
          eyebrow: 'For your practice',
          title: 'A simple referral',
          description: 'Your patient answers a short questionnaire.',
          image: { desktop: '/images/content-widgets/hcp-tablet.svg', alt: 'A clinic' },
          ctaButtons: [{ text: 'How referral works', link: '#referral-steps' }],
        }}
        position={1}
      />,
    );
    expect(container.querySelector('section')).toHaveClass('hcp-sub-banner--with-image');
    expect(screen.getByRole('heading', { level: 2, name: 'A simple referral' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'A clinic' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'How referral works' })).toHaveAttribute(
      'href',
      '#referral-steps',
    );
  });

  it('puts text beside the image from 620px, stacked below', () => {
    const css = readFileSync(
      join(__dirname, '../../../src/features/widgets/components/hcp-sub-banner.css'),
      'utf8',
    );
    expect(css).toMatch(
      /@media \(min-width: 620px\) \{\s*\.hcp-sub-banner--with-image \.hcp-sub-banner__inner \{\s*grid-template-columns/,
    );
  });
});
