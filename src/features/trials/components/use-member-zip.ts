import { useAppSelector } from '../../../app/hooks';
import { selectProfile, selectProfileStatus } from '../../profile/profile-selectors';
import { selectIsSignedIn, selectSessionStatus } from '../../session/session-slice';

/**
 * The signed-in member's profile zip ('' for anyone else, or before the profile has arrived): a
 * member's trial searches are sorted by distance from it unless they give another zip.
 */
export function useMemberZip(): string {
  const signedIn = useAppSelector(selectIsSignedIn);
  const zip = useAppSelector(selectProfile)?.basicDetails.zipCode ?? '';
  return signedIn && /^\d{5}$/.test(zip) ? zip : '';
}

/**
 * Whether the member's zip is known yet: not while the stored session is being checked or the
 * profile is on its way. A search without a zip of its own waits for it, so that a member never
 * sees results sorted from nowhere that are replaced a moment later. A failed check or profile
 * (offline) settles it: the search goes without a zip.
 */
export function useMemberZipSettled(): boolean {
  const session = useAppSelector(selectSessionStatus);
  const profile = useAppSelector(selectProfileStatus);
  return session !== 'unknown' && !(session === 'signedIn' && profile === 'loading');
}

/**
 * The zip a search link carries: the member's own zip stays out of URLs (history on a shared
 * device keeps them); the result page takes it from the profile again.
 */
export const zipForLink = (zip: string, memberZip: string) => (zip === memberZip ? '' : zip);
