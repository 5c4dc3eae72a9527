import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { splitLocale } from '../../../lib/locale';
import { selectSessionStatus } from '../../session/session-slice';
import {
  profileRequested,
  selectProfile,
  selectProfileStatus,
  type ProfileRequestReason,
} from '../profile-slice';

/**
 * The session and the member's profile for a widget: once the session is known to be signed in,
 * the profile is (re)fetched (the saga waits the spec's 500 ms). Also the page's language.
 */
export function useMemberProfile(reason: ProfileRequestReason) {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSessionStatus);
  const details = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const language = splitLocale(useLocation().pathname).locale;
  useEffect(() => {
    if (session === 'signedIn') dispatch(profileRequested({ reason }));
  }, [dispatch, session, reason]);
  return { session, details, status, language };
}
