import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { SiteSelectionFields } from '../../../shared/content-model/site-selection-fields';
import { selectSiteConfirmation, type SiteConfirmation } from '../site-confirmation-slice';
import {
  consentAnswered,
  consentDismissed,
  noSiteConvenientRequested,
  selectSiteSelection,
  siteSelectionRetryRequested,
  viewModeChanged,
  zipSearchSubmitted,
  type SiteSelectionState,
} from '../site-selection-slice';
import type { SiteSelectionStrings } from '../site-selection-strings';
import { ConsentPopups } from './consent-popups';
import { SiteResults } from './site-results';
import { ZipSearch } from './zip-search';
import { SubmissionReceipt } from '../../../components/submission-receipt';
import { pendingText } from '../../../components/pending-strings';

interface SiteSelectionViewProps {
  fields: SiteSelectionFields;
  t: SiteSelectionStrings;
  showZipSearch: boolean;
  apiKey?: string;
}

/** The status line read out by screen readers: search, save, offline, failures. */
export function statusText(state: SiteSelectionState, t: SiteSelectionStrings): string {
  if (state.phase === 'saving') return t.saving;
  if (state.phase === 'saved-offline')
    return pendingText(state.because, { offline: t.savedOffline, serverProblem: t.serverProblem });
  if (state.phase === 'redirecting') return t.redirecting;
  if (state.error === 'save-failed') return t.saveFailed;
  if (state.error === 'no-site-convenient-failed') return t.noSiteConvenientFailed;
  if (state.status === 'loading') return t.searching;
  if (state.status === 'offline') return offlineSearchText(state, t);
  if (state.status === 'failed') return t.searchFailed;
  return '';
}

/**
 * A search that waits for the connection: for a zip the person typed, that zip's sites cannot load
 * yet, they load by themselves once back online, and the list on screen (another zip's) stays.
 */
export function offlineSearchText(state: SiteSelectionState, t: SiteSelectionStrings): string {
  if (!state.zip) return t.searchOffline;
  const listed = state.sites.length > 0 ? (state.origin?.zipCode ?? null) : null;
  return t.zipSearchOffline(state.zip, listed === state.zip ? null : listed);
}

function ViewToggle({ state, t }: { state: SiteSelectionState; t: SiteSelectionStrings }) {
  const dispatch = useAppDispatch();
  return (
    <div className="site-selection__toggle" role="group">
      {(['list', 'map'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          className="button"
          aria-pressed={state.viewMode === mode}
          onClick={() => dispatch(viewModeChanged({ mode }))}
        >
          {mode === 'list' ? t.listView : t.mapView}
        </button>
      ))}
    </div>
  );
}

/**
 * A confirmed choice still under way (also after a reload, before its sagas are back) shows as
 * made: that site chosen, the page waiting for it, no other choice offered meanwhile.
 */
export function withPendingChoice(
  state: SiteSelectionState,
  pending: SiteConfirmation | null,
): SiteSelectionState {
  if (!pending) return state;
  return {
    ...state,
    phase: state.phase === 'idle' ? 'saved-offline' : state.phase,
    error: null,
    selected: { siteInfo: pending.ctx.site, selectionType: 'Confirm', shouldInfoWindowVisible: false },
  };
}

/** The site-selection screen from the slice: the sagas fill it, the buttons dispatch events. */
export function SiteSelectionView({ fields, t, showZipSearch, apiKey }: SiteSelectionViewProps) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectSiteConfirmation);
  const state = withPendingChoice(useAppSelector(selectSiteSelection), pending);
  const top = useRef<HTMLElement>(null);
  useEffect(() => {
    // Toggling panels scrolls to the top of the widget.
    if (state.scrollToTop > 0) top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [state.scrollToTop]);
  const status = statusText(state, t);
  const hasSites = state.sites.length > 0;
  const waiting = state.phase === 'saved-offline' || state.status === 'offline';
  const unit = fields.distanceUnit ?? 'mi';
  return (
    <section id="site-selection" className="site-selection" ref={top} aria-busy={state.loader}>
      <h2 className="site-selection__title">{t.title}</h2>
      <p className="site-selection__description">{t.description}</p>
      {showZipSearch ? (
        <ZipSearch
          // The field shows the zip the distances are measured from, once the search has answered.
          key={state.zip || state.origin?.zipCode || ''}
          t={t}
          pattern={fields.zipPattern}
          initialZip={state.zip || state.origin?.zipCode || ''}
          disabled={state.phase !== 'idle'}
          notice={state.unknownZip ? t.zipUnknown(state.unknownZip, state.origin?.zipCode ?? null) : null}
          onSearch={(zip) => dispatch(zipSearchSubmitted({ zip }))}
        />
      ) : null}
      <div className="site-selection__status" role="status" aria-live="polite">
        {pending ? <strong>{t.chosenSite(pending.ctx.site.siteName)} </strong> : null}
        {status}
        {waiting ? (
          <button type="button" className="button" onClick={() => dispatch(siteSelectionRetryRequested())}>
            {t.retry}
          </button>
        ) : null}
        {/* The site choice's receipt (label from site-selection-save): saved here, then sent. */}
        {state.phase === 'saved-offline' || state.phase === 'redirecting' ? (
          <SubmissionReceipt label="Study site" live={false} />
        ) : null}
      </div>
      {state.loader ? <div className="site-selection__loader" aria-hidden="true" /> : null}
      {hasSites ? <ViewToggle state={state} t={t} /> : null}
      {hasSites ? (
        <SiteResults
          state={state}
          t={t}
          unit={unit}
          maxNumberOfSites={fields.maxNumberOfSites}
          apiKey={apiKey}
        />
      ) : state.status === 'loaded' ? (
        <p className="site-selection__empty">{showZipSearch ? t.enterZipPrompt : t.noSitesFound}</p>
      ) : null}
      {state.status === 'loaded' ? (
        <div className="site-selection__banner site-selection__banner--nsc">
          <p>{t.noSiteConvenientText}</p>
          <button
            type="button"
            className="button"
            disabled={state.phase !== 'idle'}
            onClick={() => dispatch(noSiteConvenientRequested())}
          >
            {t.noSiteConvenientButton}
          </button>
        </div>
      ) : null}
      <ConsentPopups
        popup={state.popup}
        t={t}
        onAnswer={(popup, answer) => dispatch(consentAnswered({ popup, answer }))}
        onDismiss={() => dispatch(consentDismissed())}
      />
    </section>
  );
}
