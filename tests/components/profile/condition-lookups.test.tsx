import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyProfile from '../../../src/features/profile/components/my-profile';
import { profileInterestsChanged } from '../../../src/features/profile/profile-slice';
import { myProfileFieldsSchema } from '../../../src/shared/content-model/profile-fields';
import { demoPage } from '../../support/demo-content';
import { profileFixture } from '../../unit/profile/profile-fixture';
import { renderProfileWidget, setViewportWidth } from './render-profile';

/*
 * My Profile's condition lookups: the studies of the member's conditions (conditionRelatedStudy)
 * and the content ids a changed condition is kept with (conditionItemIds).
 */
const fields = myProfileFieldsSchema.parse(demoPage('/manage-my-profile').components[0]!.fields);

const reads = {
  conditionRelatedStudy: () => ({
    items: [
      {
        conditionKey: 'migraine',
        studies: [
          { studyKey: 'migraine-study', studyName: 'Migraine Prevention Study', path: '/migraine-study' },
        ],
      },
      {
        conditionKey: 'asthma',
        studies: [{ studyKey: 'asthma-study', studyName: 'Asthma Control Study', path: '/asthma-study' }],
      },
    ],
  }),
  conditionItemIds: () => ({
    items: [
      { key: 'migraine', id: 'item-migraine' },
      { key: 'asthma', id: 'item-asthma' },
    ],
  }),
};

async function renderWith(extra: Record<string, () => unknown> = reads) {
  const view = renderProfileWidget(<MyProfile fields={fields} position={0} />, {
    session: 'signedIn',
    profile: profileFixture({ conditions: [{ sitecoreId: 'cond-migraine', conditionId: 'migraine' }] }),
    reads: extra,
  });
  await act(() => jest.advanceTimersByTimeAsync(0));
  return view;
}

beforeEach(() => {
  jest.useFakeTimers();
  setViewportWidth(1200);
});
afterEach(() => jest.useRealTimers());

describe('My Profile: condition lookups', () => {
  it("links the studies of the member's conditions, and only theirs", async () => {
    await renderWith();
    const studies = within(screen.getByRole('region', { name: 'Studies for your conditions' }));
    expect(studies.getByRole('link', { name: 'Migraine Prevention Study' })).toHaveAttribute(
      'href',
      '/migraine-study',
    );
    expect(studies.queryByRole('link', { name: 'Asthma Control Study' })).not.toBeInTheDocument();
  });

  it('shows no study list when the lookup fails or has none', async () => {
    await renderWith({ conditionItemIds: reads.conditionItemIds });
    expect(screen.queryByRole('region', { name: 'Studies for your conditions' })).not.toBeInTheDocument();
  });

  it('keeps a newly chosen condition with the content id the lookup gives', async () => {
    const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = await renderWith();
    await u.click(screen.getByRole('button', { name: /Conditions of interest/ }));
    await u.click(screen.getByRole('checkbox', { name: 'Asthma' }));
    const change = view.ofType(profileInterestsChanged.type).at(-1)?.payload as {
      conditions: Array<{ sitecoreId: string; conditionId: string }>;
    };
    expect(change.conditions).toEqual([
      { conditionId: 'migraine', sitecoreId: 'item-migraine' },
      { conditionId: 'asthma', sitecoreId: 'item-asthma' },
    ]);
  });
});
