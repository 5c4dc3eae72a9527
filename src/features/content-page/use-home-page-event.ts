import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectRehydrated } from '../../app/persist';
import { homePageLoaded, type HomePageStudy } from '../journey/journey-slice';
import { journeyPageViewOf, pageViewed } from '../journey/journey-ui-slice';
import type { LayoutResponse } from '../../shared/contracts/content';

function homePageStudy(study: LayoutResponse['study']): HomePageStudy | null {
  if (!study) return null;
  return {
    key: study.key,
    tenantKey: study.tenantKey,
    journeyType: study.journeyType,
    projectTherapeuticArea: study.projectTherapeuticArea,
    dataControllerOrg: study.dataControllerOrg,
  };
}

/**
 * Raises journey/homePageLoaded once per view of a page flagged isHome; the journey saga records
 * the participant from it. A view is one history entry, so a reload or a new visit counts again.
 * It waits for rehydration: the root saga only listens from then on, and the event depends on the
 * persisted journey.
 */
export function useHomePageEvent(layout: LayoutResponse): void {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const location = useLocation();
  const sentFor = useRef<string | null>(null);
  const { page, found } = layout;
  const viewKey = `${location.key}:${page.language}:${page.id}`;

  // Every page view, first: the journey knows the page (study, query) before the home visit starts.
  const viewedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!rehydrated || viewedFor.current === viewKey) return;
    viewedFor.current = viewKey;
    dispatch(pageViewed(journeyPageViewOf(layout, location)));
  }, [dispatch, rehydrated, layout, location, viewKey]);

  useEffect(() => {
    if (!rehydrated || !found || !page.flags.isHome || sentFor.current === viewKey) return;
    sentFor.current = viewKey;
    dispatch(
      homePageLoaded({
        study: homePageStudy(layout.study),
        path: page.path,
        language: page.language,
        query: Object.fromEntries(new URLSearchParams(location.search)),
      }),
    );
  }, [dispatch, rehydrated, found, layout.study, location.search, page, viewKey]);
}
