import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CommunityPage from '../../../src/features/profile/components/community-page';
import { profileInterestsChanged } from '../../../src/features/profile/profile-slice';
import { communityPageFieldsSchema } from '../../../src/shared/content-model/profile-fields';
import { demoPage } from '../../support/demo-content';
import { profileFixture } from '../../unit/profile/profile-fixture';
import { renderProfileWidget, type RenderOptions } from './render-profile';

const seeded = demoPage('/communities/asthma-community');
const fields = communityPageFieldsSchema.parse(seeded.components[0]!.fields);

async function renderPage(options: RenderOptions) {
  const view = renderProfileWidget(<CommunityPage fields={fields} position={0} />, {
    path: '/communities/asthma-community',
    ...options,
  });
  await act(() => jest.advanceTimersByTimeAsync(0));
  return view;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('CommunityPage (/communities/{key})', () => {
  it("shows the community's title and description, and a sign-in button to a signed-out visitor", async () => {
    const view = await renderPage({ session: 'signedOut' });
    expect(screen.getByRole('heading', { level: 1, name: 'Asthma community' })).toBeInTheDocument();
    expect(screen.getByText(/News and studies for people living with asthma/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(view.ofType('session/profileModalOpened')).toEqual([
      { type: 'session/profileModalOpened', payload: { from: 'page' } },
    ]);
  });

  it('asks for the profile of a signed-in member and offers Join to a non-member', async () => {
    const u = user();
    const view = await renderPage({ session: 'signedIn', profile: profileFixture() });
    expect(view.ofType('profile/profileRequested')).toEqual([
      { type: 'profile/profileRequested', payload: { reason: 'community' } },
    ]);
    expect(screen.getByText('You are not a member of this community yet.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Join this community' }));
    expect(view.ofType('profile/profileInterestsChanged')).toEqual([
      profileInterestsChanged({
        conditions: [],
        communities: ['asthma-community'],
        isAppendExisting: true,
        added: ['asthma-community'],
      }),
    ]);
    // Shown at once; disabled until the server answers.
    expect(screen.getByRole('button', { name: 'Leave this community' })).toBeDisabled();
  });

  it('offers Leave to a member, keeping the other communities and the conditions', async () => {
    const u = user();
    const profile = profileFixture({ communities: ['migraine-community', 'asthma-community'] });
    const view = await renderPage({ session: 'signedIn', profile });
    expect(screen.getByText('You are a member of this community.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Leave this community' }));
    expect(view.ofType('profile/profileInterestsChanged')[0]?.payload).toEqual({
      conditions: profile.conditions,
      communities: ['migraine-community'],
      isAppendExisting: false,
      added: [],
    });
  });

  it('shows a skeleton while the session or the profile is not known', async () => {
    await renderPage({ session: 'unknown' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
  });
});
