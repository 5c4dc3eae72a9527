import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PersonalisedFeaturedTrials from '../../../src/features/trials/components/personalised-featured-trials';
import SavedTrialsCarousel from '../../../src/features/trials/components/saved-trials-carousel';
import {
  personalTrialsLoaded,
  personalTrialsRequested,
  savedTrialsLoaded,
  savedTrialsRequested,
} from '../../../src/features/trials/trials-slice';
import { trialResult } from '../../unit/trials/trial-fixture';
import { renderTrials } from './render-trials';

const trials = ['A', 'B', 'C', 'D'].map((id) =>
  trialResult({ trialorgstudyid: id, trialtitle: `Trial ${id}` }),
);

describe('SavedTrialsCarousel (members only)', () => {
  it('renders nothing for visitors', () => {
    const { container, ofType } = renderTrials(
      <SavedTrialsCarousel fields={{}} position={1} />,
      '/manage-my-profile',
    );
    expect(container.querySelector('.trial-carousel')).toBeNull();
    expect(ofType(savedTrialsRequested.type)).toHaveLength(0);
  });

  it('loads the saved trials and shows them in a carousel; unsaving removes one', async () => {
    const user = userEvent.setup();
    const { store, ofType } = renderTrials(
      <SavedTrialsCarousel fields={{}} position={1} />,
      '/manage-my-profile',
      {
        signedIn: true,
      },
    );
    expect(ofType(savedTrialsRequested.type)).toHaveLength(1);
    act(() => void store.dispatch(savedTrialsLoaded({ trials })));
    const region = screen.getByRole('region', { name: 'Your saved trials' });
    expect(within(region).getAllByRole('article', { hidden: true })).toHaveLength(4);
    await user.click(within(region).getAllByRole('button', { name: /Saved: Trial A/ })[0]!);
    expect(within(region).queryAllByRole('article', { hidden: true, name: 'Trial A' })).toHaveLength(0);
  });

  it('says when nothing is saved (Spanish)', () => {
    const { store } = renderTrials(
      <SavedTrialsCarousel fields={{}} position={1} />,
      '/es/manage-my-profile',
      {
        signedIn: true,
      },
    );
    act(() => void store.dispatch(savedTrialsLoaded({ trials: [] })));
    expect(screen.getByText('Todavía no ha guardado ningún ensayo.')).toBeInTheDocument();
  });
});

describe('PersonalisedFeaturedTrials', () => {
  const featured = [trialResult({ trialorgstudyid: 'F1', trialtitle: 'Featured one', distance: null })];

  it('shows the content featured trials to visitors, and hides without any', () => {
    const { unmount, ofType } = renderTrials(
      <PersonalisedFeaturedTrials fields={{ featuredTrials: featured }} position={1} />,
      '/find-trials',
    );
    expect(ofType(personalTrialsRequested.type)).toHaveLength(0);
    expect(screen.getByRole('article', { hidden: true, name: 'Featured one' })).toBeInTheDocument();
    unmount();
    const { container } = renderTrials(
      <PersonalisedFeaturedTrials fields={{}} position={1} />,
      '/find-trials',
    );
    expect(container.querySelector('.trial-carousel')).toBeNull();
  });

  it('shows members the trials matching their profile once loaded', () => {
    const { store, ofType } = renderTrials(
      <PersonalisedFeaturedTrials fields={{ featuredTrials: featured }} position={1} />,
      '/find-trials',
      { signedIn: true },
    );
    expect(ofType(personalTrialsRequested.type)).toHaveLength(1);
    act(() => void store.dispatch(personalTrialsLoaded({ trials: trials.slice(0, 2) })));
    expect(screen.queryByRole('article', { hidden: true, name: 'Featured one' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { hidden: true, name: 'Trial A' })).toBeInTheDocument();
  });
});
