import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { navigationDone, selectJourneyUi } from '../journey-ui-slice';
import { splitLocale } from '../../../lib/locale';
import { journeyHostStrings } from '../journey-host-strings';
import './journey-host.css';

const JourneyPopups = lazy(() => import('./journey-popups'));

/** Carries out the navigation the journey sagas ask for (they cannot use the router themselves). */
function useJourneyNavigation(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { navigation } = useAppSelector(selectJourneyUi);
  useEffect(() => {
    if (!navigation) return;
    void navigate(navigation.to, { replace: navigation.replace });
    dispatch(navigationDone({ id: navigation.id }));
  }, [dispatch, navigate, navigation]);
}

/**
 * The journey's place in the layout: navigates for the sagas, and shows the home-page loader,
 * the offline notice of a resume link and the popups.
 */
export function JourneyHost() {
  const { loader, popup, resumeOffline } = useAppSelector(selectJourneyUi);
  const t = journeyHostStrings(splitLocale(useLocation().pathname).locale);
  useJourneyNavigation();

  return (
    <>
      {loader && (
        <div
          className="journey-loader"
          role="progressbar"
          aria-label={t.loading}
          data-testid="journey-loader"
        />
      )}
      <div className="journey-notice" role="status" aria-live="polite">
        {resumeOffline ? <p className="journey-notice__text">{t.resumeOffline}</p> : null}
      </div>
      {popup !== null && (
        <Suspense fallback={null}>
          <JourneyPopups />
        </Suspense>
      )}
    </>
  );
}
