import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardStrings } from '../../../src/components/cards/card-strings';
import { QuestionnaireCard } from '../../../src/components/cards/questionnaire-card';
import { resolveQuestionnaireLabels } from '../../../src/components/cards/questionnaire-labels';
import { questionnaireCardSchema } from '../../../src/shared/content-model/card-widget-fields';
import { renderCards } from './render-cards';

const site = {
  siteName: 'Northside Neurology Research Center',
  siteAddress: '1200 Lakeshore Drive, Suite 300',
  siteCity: 'Chicago',
  siteState: 'IL',
  siteCountry: 'United States',
  siteZipCode: '60611',
  siteLatitude: 41.8937,
  siteLongitude: -87.6166,
  sitePhone: '(312) 555-0142',
  indication: 'Migraine, Chronic headache',
};

const item = (studyStatus: string, extra: Record<string, unknown> = {}) =>
  questionnaireCardSchema.parse({
    studyStatus,
    studyName: 'Migraine prevention study',
    studyCompletionDate: '2026-10-14',
    studyLink: 'migraine-study',
    ...extra,
  });

const labels = resolveQuestionnaireLabels({}, cardStrings('en'));
const spanish = resolveQuestionnaireLabels({}, cardStrings('es'));

describe('QuestionnaireCard ("Questionnaire card item")', () => {
  it('matched: the site-info button opens the site modal with map and phone links', async () => {
    const user = userEvent.setup();
    renderCards(<QuestionnaireCard item={item('matched', { studySiteInfo: site })} labels={labels} />);
    expect(screen.getByText('Matched')).toBeInTheDocument();
    expect(screen.getByText('14 October 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Site information' }));
    const modal = screen.getByRole('dialog', { name: 'Northside Neurology Research Center' });
    expect(within(modal).getByText('1200 Lakeshore Drive, Suite 300')).toBeInTheDocument();
    expect(within(modal).getByText('Chicago, IL 60611')).toBeInTheDocument();
    expect(within(modal).getByText('Migraine | Chronic headache')).toBeInTheDocument();
    const map = within(modal).getByRole('link', { name: /Get directions/ });
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(map.getAttribute('href')).toContain('query=41.893700%2C-87.616600');
    expect(within(modal).getByRole('link', { name: 'Call (312) 555-0142' })).toHaveAttribute(
      'href',
      'tel:3125550142',
    );
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('incomplete: links to the study page to continue', async () => {
    renderCards(
      <QuestionnaireCard item={item('incomplete', { studyLink: '/asthma-study' })} labels={labels} />,
    );
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue questionnaire' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/asthma-study$/);
  });

  it('other statuses go to the study page in the page’s language', async () => {
    renderCards(<QuestionnaireCard item={item('notmatched')} labels={spanish} />, '/es/my-studies');
    expect(screen.getByText('No coincide')).toBeInTheDocument();
    expect(screen.getByText(/Completado/)).toHaveTextContent('Completado: 14 de octubre de 2026');
    await userEvent.click(screen.getByRole('link', { name: 'Ver estudio' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/migraine-study$/);
  });

  it('a match without site details still leads to the study, and content labels win', () => {
    const custom = resolveQuestionnaireLabels(
      { matchedLabel: 'Good match', viewStudyText: 'Open' },
      cardStrings('en'),
    );
    renderCards(<QuestionnaireCard item={item('Matched')} labels={custom} />);
    expect(screen.getByText('Good match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/migraine-study');
  });
});
