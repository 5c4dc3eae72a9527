import { announcedMinutes, formatCountdown } from '../../../src/features/session/idle-countdown';
import { hasExitPopup, logoClickAction } from '../../../src/features/session/logo-click';
import { fillTemplate, sessionStrings } from '../../../src/features/session/session-strings';
import sessionReducer, {
  idlePromptOpened,
  profileEmailChecked,
  profileEmailSubmitted,
  profileModalOpened,
  selectSessionPopupOpen,
  signedOut,
  signOutRequested,
} from '../../../src/features/session/session-slice';
import { sessionSettingsSchema } from '../../../src/shared/content-model/session-fields';
import { demoContent } from '../../support/demo-content';
import { COMMUNITY_TOKEN_PARAM, MY_PROFILE_TOKEN_PARAM } from '../../../src/shared/contracts/profile-session';
import {
  addressWithoutLinkTokens,
  LINK_TOKEN_PARAMS,
  linkTokenOf,
} from '../../../sagas/session/session-links';

describe('the logo click', () => {
  const base = { contentPath: '/asthma-study', exitPaths: [], onHome: false, journeyCompleted: false };
  it.each([
    [
      'a route with an exit popup asks first, even on home',
      { exitPaths: ['/register'], contentPath: '/register/location', onHome: true },
      'confirm',
    ],
    ['on home it only scrolls', { onHome: true, journeyCompleted: true }, 'scrollOnly'],
    ['a completed journey reloads home', { journeyCompleted: true }, 'reload'],
    ['otherwise it navigates in the app', {}, 'navigate'],
  ])('%s', (_name, context, action) => {
    expect(logoClickAction({ ...base, ...context })).toBe(action);
  });

  it('matches exit paths as whole path prefixes', () => {
    expect(hasExitPopup(['/register'], '/register')).toBe(true);
    expect(hasExitPopup(['/register/'], '/register/about-you')).toBe(true);
    expect(hasExitPopup(['/register'], '/registered')).toBe(false);
    expect(hasExitPopup([], '/register')).toBe(false);
  });
});

describe('the idle countdown', () => {
  it.each([
    [600_000, '10:00', 10],
    [599_001, '10:00', 10],
    [599_000, '09:59', 10],
    [540_000, '09:00', 9],
    [59_000, '00:59', 1],
    [0, '00:00', 0],
    [-5, '00:00', 0],
  ])('%d ms → %s, %d announced minutes', (ms, text, minutes) => {
    expect(formatCountdown(ms)).toBe(text);
    expect(announcedMinutes(ms)).toBe(minutes);
  });
});

describe('mailed-link tokens in the address', () => {
  it('reads the parameters the contract names', () => {
    expect(LINK_TOKEN_PARAMS).toEqual([
      [MY_PROFILE_TOKEN_PARAM, 'myProfile'],
      [COMMUNITY_TOKEN_PARAM, 'community'],
    ]);
  });

  it('finds myProfileToken or communityToken and removes only them', () => {
    expect(linkTokenOf('?a=1&myProfileToken=abc')).toEqual({
      purpose: 'myProfile',
      param: 'myProfileToken',
      token: 'abc',
    });
    expect(linkTokenOf('?communityToken=xyz')).toEqual({
      purpose: 'community',
      param: 'communityToken',
      token: 'xyz',
    });
    expect(linkTokenOf('?myProfileToken=')).toBeNull();
    expect(linkTokenOf('')).toBeNull();
    expect(
      addressWithoutLinkTokens({ pathname: '/p', search: '?a=1&myProfileToken=abc&b=2', hash: '#h' }),
    ).toBe('/p?a=1&b=2#h');
    expect(addressWithoutLinkTokens({ pathname: '/p', search: '?communityToken=x', hash: '' })).toBe('/p');
  });
});

describe('the session texts', () => {
  it('replaces [email], [time] and leaves unknown tags', () => {
    expect(fillTemplate('Sent to [email] in [time] [other]', { email: 'a@b.co', time: '09:59' })).toBe(
      'Sent to a@b.co in 09:59 [other]',
    );
  });

  it('has the spec’s built-in does-not-exist message and every text in both languages', () => {
    expect(sessionStrings('en').emailNotFound).toBe('The email you entered does not exist. Please sign up.');
    expect(Object.keys(sessionStrings('es')).sort()).toEqual(Object.keys(sessionStrings('en')).sort());
  });

  it('parses the seeded session settings of both languages', () => {
    for (const settings of demoContent().siteSettings) {
      expect(sessionSettingsSchema.safeParse(settings.session).success).toBe(true);
    }
  });
});

describe('the session slice', () => {
  it('opens, checks and resets the profile modal; signedOut clears every popup', () => {
    let state = sessionReducer(undefined, profileModalOpened({ from: 'header' }));
    state = sessionReducer(state, profileEmailSubmitted({ email: ' a@b.co ' }));
    expect(state.profileModal).toEqual({
      step: 'enterEmail',
      email: 'a@b.co',
      check: 'checking',
      sentCount: 0,
    });
    state = sessionReducer(state, profileEmailChecked({ result: 'notFound' }));
    expect(state.profileModal.check).toBe('notFound');
    state = sessionReducer(state, idlePromptOpened({ signOutAt: 1 }));
    expect(selectSessionPopupOpen({ session: state })).toBe(true);
    expect(sessionReducer(state, signOutRequested({ reason: 'user' })).idlePrompt).toBeNull();
    state = sessionReducer(state, signedOut());
    expect(state.status).toBe('signedOut');
    expect(selectSessionPopupOpen({ session: state })).toBe(false);
  });
});
