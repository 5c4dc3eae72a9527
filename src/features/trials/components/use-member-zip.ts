import { useAppSelector } from '../../../app/hooks';
import { selectProfile } from '../../profile/profile-slice';
import { selectIsSignedIn } from '../../session/session-slice';

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
 * The zip a search link carries: the member's own zip stays out of URLs (history on a shared
 * device keeps them); the result page takes it from the profile again.
 */
export const zipForLink = (zip: string, memberZip: string) => (zip === memberZip ? '' : zip);
