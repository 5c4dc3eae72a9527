import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { profileModalOpened, selectSessionStatus } from '../session-slice';
import '../session.css';

const SignedInMenu = lazy(() => import('./signed-in-menu'));

export interface ProfileMenuLabels {
  profile: string;
  viewProfile: string;
  signOut: string;
}

/**
 * The header's my-profile item: signed out it opens the profile modal (sign in by emailed link); signed in it
 * is a menu with My Profile and Sign out, downloaded only for members. Nothing can be pressed while the
 * stored token is checked.
 */
export function ProfileMenu({ labels, profileHref }: { labels: ProfileMenuLabels; profileHref: string }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  // While the stored token is checked, an invisible copy of the button holds its place: the header
  // must not reflow (a wrapped desktop header moves the whole page down: CLS).
  if (status === 'unknown') {
    return (
      <span className="profile-menu__button profile-menu__button--pending" aria-hidden="true">
        {labels.profile}
      </span>
    );
  }
  if (status === 'signedIn') {
    return (
      <Suspense fallback={null}>
        <SignedInMenu labels={labels} profileHref={profileHref} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className="profile-menu__button"
      aria-haspopup="dialog"
      onClick={() => dispatch(profileModalOpened({ from: 'header' }))}
    >
      {labels.profile}
    </button>
  );
}
