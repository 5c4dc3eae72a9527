import { screen, within } from '@testing-library/react';
import { TrialResultCard } from '../../../src/features/trials/components/trial-result-card';
import { trialsStrings } from '../../../src/features/trials/trials-strings';
import { trialResult } from '../../unit/trials/trial-fixture';
import { renderTrials } from './render-trials';

const t = trialsStrings('en');
const texts = { viewDetails: 'View Details', qualify: 'See if you qualify', distanceUnit: 'miles' };

function card(overrides: Parameters<typeof trialResult>[0] = {}, goodMatchDistance = 25, signedIn = false) {
  return renderTrials(
    <TrialResultCard
      trial={trialResult(overrides)}
      t={t}
      texts={texts}
      goodMatchDistance={goodMatchDistance}
    />,
    '/find-trials/search-result?utm=1',
    { signedIn },
  );
}

describe('TrialResultCard ("Trial card")', () => {
  it('shows Good Match within goodMatchDistance, Virtual and Enrolling, and the distance with one decimal', () => {
    card({ distance: 24.96, isvirtual: true });
    const badges = within(screen.getByRole('article'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(badges).toEqual(['Good Match', 'Virtual', 'Enrolling']);
    expect(screen.getByTestId('trial-distance')).toHaveTextContent('25.0 miles');
  });

  it('uses the widget goodMatchDistance, Not Yet Enrolling, and a dash without a distance', () => {
    const { unmount } = card({ distance: 30, trialenrollingstatus: 'Not Yet Enrolling' }, 40);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Good Match',
      'Not Yet Enrolling',
    ]);
    unmount();
    card({ distance: null, trialenrollingstatus: 'Closed' });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByTestId('trial-distance')).toHaveTextContent('—');
  });

  it('keeps the title within 70 characters and the description within 15 words', () => {
    card({
      trialtitle:
        'A very long trial title that goes on and on about the study design and the medicine under test',
      trialdescription:
        'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen',
    });
    const title = screen.getByRole('heading');
    expect(title.textContent?.length).toBeLessThanOrEqual(70);
    expect(title.textContent).toMatch(/…$/);
    expect(screen.getByText(/^one two/)).toHaveTextContent(
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen…',
    );
  });

  it('links View Details to clickUri and See if you qualify to featuredeprurl (hidden without one)', () => {
    const { unmount } = card();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/find-trials/trial-details?utm=1&id=MIG-301',
    );
    expect(screen.getByRole('link', { name: 'See if you qualify' })).toHaveAttribute(
      'href',
      '/migraine-study?utm=1',
    );
    unmount();
    card({ featuredeprurl: undefined });
    expect(screen.queryByRole('link', { name: 'See if you qualify' })).not.toBeInTheDocument();
  });

  it('offers save only to signed-in members', () => {
    const { unmount } = card();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    card({}, 25, true);
    expect(screen.getByRole('button', { name: /Save trial/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
