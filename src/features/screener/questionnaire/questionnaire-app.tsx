import { useEffect, useRef, useState } from 'react';
import type { SurveyModel } from 'survey-core';
import { Survey } from 'survey-react-ui';
import type { Language } from '../../../shared/content-model/language';
import type { ScreenerFrameParams } from '../../../shared/domain/screener-url';
import { loadScreener } from './load-screener';
import { observeHeight, type ParentChannel } from './parent-channel';
import { createScreenerModel } from './survey-model';

const TEXT: Record<Language, { loading: string; failed: string; offline: string; retry: string }> = {
  en: {
    loading: 'Loading the questionnaire…',
    failed: 'The questionnaire could not be loaded.',
    offline: 'You are offline and this questionnaire has not been saved on this device yet.',
    retry: 'Try again',
  },
  es: {
    loading: 'Cargando el cuestionario…',
    failed: 'No se pudo cargar el cuestionario.',
    offline: 'No tiene conexión y este cuestionario aún no está guardado en este dispositivo.',
    retry: 'Intentar de nuevo',
  },
};

type LoadState =
  { status: 'loading' } | { status: 'error'; offline: boolean } | { status: 'ready'; survey: SurveyModel };

function useScreenerModel(params: ScreenerFrameParams, responseId: string, channel: ParentChannel) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadScreener(params.key, params.language).then(
      (content) =>
        live &&
        setState({
          status: 'ready',
          survey: createScreenerModel({
            content,
            params,
            responseId,
            channel,
            width: document.documentElement.clientWidth,
          }),
        }),
      () => live && setState({ status: 'error', offline: navigator.onLine === false }),
    );
    return () => {
      live = false;
    };
  }, [params, responseId, channel, attempt]);
  useEffect(() => {
    if (state.status !== 'error') return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [state.status]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

/** The questionnaire page's whole UI: the survey, or a loading / failure message. */
export function QuestionnaireApp({
  params,
  responseId,
  channel,
}: {
  params: ScreenerFrameParams;
  responseId: string;
  channel: ParentChannel;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { state, retry } = useScreenerModel(params, responseId, channel);
  const text = TEXT[params.language];
  useEffect(() => (root.current ? observeHeight(root.current, channel.height) : undefined), [channel]);

  return (
    <div ref={root} className="questionnaire">
      {state.status === 'ready' && <Survey model={state.survey} />}
      {state.status === 'loading' && (
        <p className="questionnaire__message" role="status">
          {text.loading}
        </p>
      )}
      {state.status === 'error' && (
        <div className="questionnaire__message" role="alert">
          <p>{state.offline ? text.offline : text.failed}</p>
          <button type="button" className="questionnaire__retry" onClick={retry}>
            {text.retry}
          </button>
        </div>
      )}
    </div>
  );
}
