import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import type { communityCardOpened } from '../../src/features/profile/profile-slice';
import { localizePath, splitLocalePath, type Language } from '../../src/shared/content-model/language';
import { communitiesRoutes } from '../../src/shared/contracts/profile';
import { services } from '../shared/saga-services';

/*
 * A community card opens the community's page (the spec's communitiesRoutes call, "Community route
 * lookup failure: path # and no navigation"), keeping the current query
 * string.
 */

/** The app path of a looked-up community page in `language`; '#' when there is none. */
export function communityHref(path: string | null, language: Language): string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return '#';
  // The lookup may answer with or without the locale prefix.
  return localizePath(splitLocalePath(path).path, language);
}

type Opened = PayloadAction<ReturnType<typeof communityCardOpened>['payload']>;

function* lookUp(communityKey: string, language: Language) {
  const { api, log } = yield* services('api', 'log');
  try {
    const answer: { path: string | null } = yield call([api, api.call], communitiesRoutes, {
      body: { communityItem: communityKey, language },
    });
    return communityHref(answer.path, language);
  } catch (error) {
    log('community route lookup failed', error);
    return '#';
  }
}

export function* openCommunity(action: Opened) {
  const { communityKey, language, search } = action.payload;
  const href: string = yield call(lookUp, communityKey, language);
  if (href === '#') return;
  yield put(navigationRequested({ to: `${href}${search}` }));
}
