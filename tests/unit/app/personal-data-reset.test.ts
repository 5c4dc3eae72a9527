import { combineReducers, createSlice } from '@reduxjs/toolkit';
import { personalDataCleared, withPersonalDataReset } from '../../../src/app/personal-data-reset';

/** Small stand-ins for the app's slices: each remembers one value until it is reset. */
function remembering(name: string) {
  return createSlice({
    name,
    initialState: { value: 'initial' },
    reducers: { typed: (state, action: { payload: string }) => ({ ...state, value: action.payload }) },
  });
}

const slices = ['journey', 'drafts', 'consent', 'outbox', 'offline', 'kiosk', 'profile', 'siteSettings'].map(
  remembering,
);
const reducer = withPersonalDataReset(
  combineReducers(Object.fromEntries(slices.map((slice) => [slice.name, slice.reducer]))),
);

function typedEverywhere() {
  return slices.reduce(
    (state, slice) => reducer(state, slice.actions.typed(`${slice.name} of the previous person`)),
    reducer(undefined, { type: '@@init' }),
  );
}

const values = (state: Record<string, { value: string }>) =>
  Object.fromEntries(Object.entries(state).map(([name, slice]) => [name, slice.value]));

describe('withPersonalDataReset', () => {
  it("a kiosk reset keeps only the device slices (outbox, update state, kiosk) and the site's settings", () => {
    const after = reducer(typedEverywhere(), personalDataCleared({ scope: 'kiosk' }));
    expect(values(after)).toEqual({
      journey: 'initial',
      drafts: 'initial',
      consent: 'initial',
      outbox: 'outbox of the previous person',
      offline: 'offline of the previous person',
      kiosk: 'kiosk of the previous person',
      profile: 'initial',
      siteSettings: 'siteSettings of the previous person',
    });
  });

  it("a sign-out also keeps the cookie choice (the phone owner made it) and the site's settings", () => {
    const after = reducer(typedEverywhere(), personalDataCleared({ scope: 'signOut' }));
    expect(values(after)).toMatchObject({
      consent: 'consent of the previous person',
      siteSettings: 'siteSettings of the previous person',
      journey: 'initial',
      drafts: 'initial',
      profile: 'initial',
    });
  });

  it('passes every other action through unchanged', () => {
    const before = typedEverywhere();
    expect(reducer(before, { type: 'something/else' })).toBe(before);
  });
});
