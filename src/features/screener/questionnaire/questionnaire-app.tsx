import { useEffect, useRef, useState } from 'react';
import type { ScreenerFrameParams } from '../../../shared/domain/screener-url';
import { loadScreener, type ScreenerContent } from './load-screener';
import { observeHeight, type ParentChannel } from './parent-channel';
import { QuestionnaireForm } from './questionnaire-form';
import { QUESTIONNAIRE_STRINGS } from './questionnaire-strings';

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; offline: boolean }
  | { status: 'ready'; content: ScreenerContent };

function useScreenerContent(params: ScreenerFrameParams) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadScreener(params.key, params.language).then(
      (content) => live && setState({ status: 'ready', content }),
      () => live && setState({ status: 'error', offline: navigator.onLine === false }),
    );
    return () => {
      live = false;
    };
  }, [params, attempt]);
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

/** The questionnaire page's whole UI: the questionnaire, or a loading / failure message. */
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
  const { state, retry } = useScreenerContent(params);
  const text = QUESTIONNAIRE_STRINGS[params.language];
  useEffect(() => (root.current ? observeHeight(root.current, channel.height) : undefined), [channel]);

  return (
    <div ref={root} className="questionnaire">
      {state.status === 'ready' && (
        <QuestionnaireForm
          content={state.content}
          params={params}
          responseId={responseId}
          channel={channel}
        />
      )}
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
