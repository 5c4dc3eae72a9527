import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyProfile from '../../../src/features/profile/components/my-profile';
import { myProfileFieldsSchema } from '../../../src/shared/content-model/profile-fields';
import { demoPage } from '../../support/demo-content';
import { profileFixture } from '../../unit/profile/profile-fixture';
import { renderProfileWidget, setViewportWidth } from './render-profile';

const fields = myProfileFieldsSchema.parse(demoPage('/manage-my-profile').components[0]!.fields);
const ALL_CONDITIONS = [
  { sitecoreId: 'cond-migraine', conditionId: 'migraine' },
  { sitecoreId: 'cond-asthma', conditionId: 'asthma' },
  { sitecoreId: 'cond-knee-oa', conditionId: 'knee-osteoarthritis' },
];

async function renderWith(overrides: Parameters<typeof profileFixture>[0] = {}) {
  const view = renderProfileWidget(<MyProfile fields={fields} position={0} />, {
    session: 'signedIn',
    profile: profileFixture(overrides),
  });
  await act(() => jest.advanceTimersByTimeAsync(0));
  return view;
}

const communities = () => within(screen.getByRole('region', { name: 'Communities for you' }));
const cards = () => communities().queryAllByRole('link');

beforeEach(() => {
  jest.useFakeTimers();
  setViewportWidth(1200);
});
afterEach(() => jest.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('conditions-of-interest banner', () => {
  it('links each chip to the trial search with #q={condition key}', async () => {
    await renderWith({ conditions: ALL_CONDITIONS });
    const banner = within(screen.getByRole('region', { name: 'My conditions of interest' }));
    expect(banner.getByRole('link', { name: 'Migraine' })).toHaveAttribute(
      'href',
      '/find-trials/search-result#q=migraine',
    );
    expect(banner.getByRole('link', { name: 'Knee osteoarthritis' })).toHaveAttribute(
      'href',
      '/find-trials/search-result#q=knee-osteoarthritis',
    );
  });

  it('shows at most two tags in the dropdown, then +N', async () => {
    await renderWith({ conditions: ALL_CONDITIONS });
    expect(screen.getByTestId('condition-tags')).toHaveTextContent(/^MigraineAsthma\+1$/);
    const button = screen.getByRole('button', { name: /Conditions of interest/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds and removes conditions from the multi-select, keeping the communities', async () => {
    const u = user();
    const view = await renderWith();
    await u.click(screen.getByRole('button', { name: /Conditions of interest/ }));
    await u.type(screen.getByRole('searchbox', { name: 'Search conditions' }), 'ast');
    expect(screen.queryByRole('checkbox', { name: 'Migraine' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Asthma' }));
    expect(view.ofType('profile/profileInterestsChanged').at(-1)?.payload).toEqual({
      conditions: [
        { sitecoreId: 'cond-migraine', conditionId: 'migraine' },
        { sitecoreId: 'cond-asthma', conditionId: 'asthma' },
      ],
      communities: ['migraine-community'],
      isAppendExisting: false,
      added: [],
    });
    await u.clear(screen.getByRole('searchbox', { name: 'Search conditions' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search conditions' }), 'zzz');
    expect(screen.getByText('No option found')).toBeInTheDocument();
  });
});

describe('community cards', () => {
  it('leaves out the communities already joined, which are listed with Leave', async () => {
    const u = user();
    const view = await renderWith({ communities: ['migraine-community'] });
    expect(cards().map((card) => card.textContent)).toEqual([
      expect.stringContaining('Chronic headache community'),
    ]);
    await u.click(screen.getByRole('button', { name: 'Leave Migraine community' }));
    expect(view.ofType('profile/profileInterestsChanged').at(-1)?.payload).toEqual({
      conditions: [{ sitecoreId: 'cond-migraine', conditionId: 'migraine' }],
      communities: [],
      isAppendExisting: false,
      added: [],
    });
  });

  it("shows two rows on desktop (6 cards) until 'View All Communities'", async () => {
    const u = user();
    await renderWith({ conditions: ALL_CONDITIONS, communities: [] });
    expect(cards()).toHaveLength(6);
    await u.click(screen.getByRole('button', { name: 'View All Communities' }));
    expect(cards()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'View All Communities' })).not.toBeInTheDocument();
  });

  it('shows 5 cards on mobile and two rows of two on a tablet', async () => {
    setViewportWidth(400);
    const mobile = await renderWith({ conditions: ALL_CONDITIONS, communities: [] });
    expect(cards()).toHaveLength(5);
    mobile.unmount();
    setViewportWidth(800);
    await renderWith({ conditions: ALL_CONDITIONS, communities: [] });
    expect(cards()).toHaveLength(4);
  });

  it('has no View All button when every card fits', async () => {
    await renderWith({ communities: [] });
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'View All Communities' })).not.toBeInTheDocument();
  });

  it('opens a card on click or Enter with the current query string', async () => {
    const u = user();
    const view = await renderWith({ communities: [] });
    await u.click(screen.getByRole('link', { name: 'Migraine community' }));
    screen.getByRole('link', { name: 'Chronic headache community' }).focus();
    await u.keyboard('{Enter}');
    expect(view.ofType('profile/communityCardOpened').map((action) => action.payload)).toEqual([
      { communityKey: 'migraine-community', language: 'en', search: '?utm_source=mail' },
      { communityKey: 'chronic-headache-community', language: 'en', search: '?utm_source=mail' },
    ]);
  });

  it('joins a community from its card, which then leaves the list', async () => {
    const u = user();
    const view = await renderWith({ communities: [] });
    await u.click(screen.getByRole('button', { name: 'Join Chronic headache community' }));
    expect(view.ofType('profile/profileInterestsChanged').at(-1)?.payload).toEqual({
      conditions: [],
      communities: ['chronic-headache-community'],
      isAppendExisting: true,
      added: ['chronic-headache-community'],
    });
    expect(screen.queryByRole('link', { name: 'Chronic headache community' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave Chronic headache community' })).toBeDisabled();
  });
});
