import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import type { Language } from '../../../shared/content-model/language';
import type { PatientType } from '../../../shared/domain/journey-roles';
import { buildScreenerFrameUrl, type ScreenerTheme } from '../../../shared/domain/screener-url';
import {
  frameClosed,
  frameOpened,
  routingRetryRequested,
  selectHopInto,
  selectScreener,
  type ScreenerStudy,
} from '../screener-slice';
import { screenerStrings } from '../screener-strings';
import { SubmissionReceipt } from '../../../components/submission-receipt';
import { selectKioskActive } from '../../kiosk/kiosk-slice';

export interface FrameIdentity {
  guestRef: string;
  enrollmentId: string;
}

interface PreScreenerFrameProps {
  study: ScreenerStudy & { isMultiTA: boolean };
  language: Language;
  patientType: PatientType;
  title: string;
  theme?: ScreenerTheme;
  /** The journey's ids; null in preview mode, where nothing is recorded. */
  identity: FrameIdentity | null;
  query: Record<string, string>;
}

/** What the sagas do after the last answer, said in words (the iframe itself says "thank you"). */
function RoutingStatus({ language, enrollmentId }: { language: Language; enrollmentId: string | null }) {
  const dispatch = useAppDispatch();
  const { phase, routingError } = useAppSelector(selectScreener);
  const strings = screenerStrings(language);
  if (phase !== 'routing') return null;
  return (
    <div className="pre-screener__status" role="status" aria-live="polite">
      {routingError === null && <p>{strings.routing}</p>}
      {routingError !== null && (
        <>
          <p>
            {routingError === 'offline'
              ? strings.offline
              : routingError === 'server'
                ? strings.serverProblem
                : strings.failed}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(routingRetryRequested())}
          >
            {strings.retry}
          </button>
        </>
      )}
      {/* The answers' receipt: saved on this device, then sent (labels from screener-completion). */}
      {enrollmentId ? (
        <SubmissionReceipt label="Questionnaire result" group={enrollmentId} live={false} />
      ) : null}
    </div>
  );
}

/**
 * The questionnaire iframe. Its URL is fixed for an enrolment (a new src would reload it and lose
 * the answers); its height follows the questionnaire's reports. While it is shown, the screener
 * sagas listen to it (frameOpened / frameClosed).
 */
export function PreScreenerFrame({
  study,
  language,
  patientType,
  title,
  theme,
  identity,
  query,
}: PreScreenerFrameProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const height = useAppSelector((state) => selectScreener(state).height);
  const listeningFor = useAppSelector((state) => selectScreener(state).listeningFor);
  // The questionnaire has no store: it learns from its URL that the device is a kiosk.
  const kiosk = useAppSelector((state) => (state.kiosk ? selectKioskActive(state) : false));
  const enrollmentId = identity?.enrollmentId ?? null;
  const guestRef = identity?.guestRef ?? null;
  const queryKey = JSON.stringify(query);

  const src = useMemo(() => {
    const state = store.getState();
    const { response, prefill } = selectScreener(state);
    // Answers carried by a multi-condition hop into this study are fresher than a profile's.
    const carried = selectHopInto(state, study.rootPath)?.carried;
    return buildScreenerFrameUrl({
      key: study.screenerKey,
      language,
      theme,
      patientType,
      guestRef,
      enrollmentID: enrollmentId,
      isMultiTA: study.isMultiTA,
      // The same screener response continues when the page is opened again in this enrolment.
      snc: response && response.enrollmentId === enrollmentId ? response.responseId : null,
      baseURL: window.location.origin,
      prefill: prefill || carried ? { ...prefill, ...carried } : undefined,
      kiosk,
    });
  }, [
    store,
    study.rootPath,
    study.screenerKey,
    study.isMultiTA,
    language,
    theme,
    patientType,
    guestRef,
    enrollmentId,
    kiosk,
  ]);

  useEffect(() => {
    if (!enrollmentId) return;
    dispatch(
      frameOpened({
        study,
        patientType,
        language,
        enrollmentId,
        query: JSON.parse(queryKey) as Record<string, string>,
      }),
    );
    return () => {
      dispatch(frameClosed());
    };
    // `study` is described by its key and the page; a new object for the same study must not reopen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, study.key, patientType, language, enrollmentId, queryKey]);

  // In preview nothing is recorded and nobody listens: the questionnaire shows at once.
  if (enrollmentId && listeningFor !== enrollmentId) {
    return <div className="pre-screener__placeholder">{screenerStrings(language).loading}</div>;
  }
  return (
    <>
      <iframe className="pre-screener__frame" title={title} src={src} height={height} />
      <RoutingStatus language={language} enrollmentId={enrollmentId} />
    </>
  );
}
